"""Whist scoring scales as plain, JSON-compatible data (rulings §3).

The schema is documented and checked by `whist.scale_from_data`; a club can
write its own scale the same way and add it with `whist.register_scale`.
"""

from __future__ import annotations

from typing import Any

# Walloon competition grid (default): values are Ind, what each declarer scores.
WALLOON: dict[str, Any] = {
    "name": "walloon",
    "settle": "jeu",
    "pair_misere": "together",
    "contracts": {
        # Emballage: 7 + 3 per trick over 8, 30 for all 13; lost: the bid's
        # value + 3 per trick short, opponents receive it (Jeu 0).
        "E8": {"family": "tricks", "need": 8, "declarers": [2],
               "made": {"8": 7, "9": 10, "10": 13, "11": 16, "12": 19, "13": 30},
               "lost": -7, "short": -3, "jeu": 0},
        "E9": {"family": "tricks", "need": 9, "declarers": [2],
               "made": {"9": 10, "10": 13, "11": 16, "12": 19, "13": 30},
               "lost": -10, "short": -3, "jeu": 0},
        "E10": {"family": "tricks", "need": 10, "declarers": [2],
                "made": {"10": 13, "11": 16, "12": 19, "13": 30},
                "lost": -13, "short": -3, "jeu": 0},
        "E11": {"family": "tricks", "need": 11, "declarers": [2],
                "made": {"11": 16, "12": 19, "13": 30},
                "lost": -16, "short": -3, "jeu": 0},
        "E12": {"family": "tricks", "need": 12, "declarers": [2],
                "made": {"12": 19, "13": 30},
                "lost": -19, "short": -3, "jeu": 0},
        # Emballage 13: the lost value follows the formula 7 + 3 (13 - 8).
        "E13": {"family": "tricks", "need": 13, "declarers": [2],
                "made": {"13": 30},
                "lost": -22, "short": -3, "jeu": 0},
        # Solo 6: 12, 15, 18 by tricks won (8 and more count as 8); lost:
        # -12 - 3 per trick short, Jeu = -Ind.
        "S6": {"family": "tricks", "need": 6, "declarers": [1],
               "made": {"6": 12, "7": 15, "8": 18},
               "lost": -12, "short": -3, "jeu": 12, "jeu_short": 3},
        # Solo 7: 15, 18; lost -15 - 3 per trick short.
        "S7": {"family": "tricks", "need": 7, "declarers": [1],
               "made": {"7": 15, "8": 18},
               "lost": -15, "short": -3, "jeu": 15, "jeu_short": 3},
        # Solo 8: 18; lost -21 - 3 per trick short.
        "S8": {"family": "tricks", "need": 8, "declarers": [1],
               "made": {"8": 18},
               "lost": -21, "short": -3, "jeu": 21, "jeu_short": 3},
        # Solo 8 direct: 21; lost as solo 8.
        "S8D": {"family": "tricks", "need": 8, "declarers": [1],
                "made": {"8": 21},
                "lost": -21, "short": -3, "jeu": 21, "jeu_short": 3},
        # Petite misère: 18, lost -18 (Jeu 18); two players, one lost: Jeu 24.
        "PM": {"family": "misere", "exactly": 0, "declarers": [1, 2],
               "made": {"0": 18}, "lost": -18, "jeu": 18,
               "pair_jeu": {"both_lost": 0, "split": 24}},
        # Petite misère étalée: 27 (split Jeu 36).
        "PME": {"family": "misere", "exactly": 0, "declarers": [1, 2],
                "made": {"0": 27}, "lost": -27, "jeu": 27,
                "pair_jeu": {"both_lost": 0, "split": 36}},
        # Piccolo, exactly one trick: 24 (split Jeu 32).
        "P": {"family": "misere", "exactly": 1, "declarers": [1, 2],
              "made": {"1": 24}, "lost": -24, "jeu": 24,
              "pair_jeu": {"both_lost": 0, "split": 32}},
        # Grande misère: 36 (split Jeu 48).
        "GM": {"family": "misere", "exactly": 0, "declarers": [1, 2],
               "made": {"0": 36}, "lost": -36, "jeu": 36,
               "pair_jeu": {"both_lost": 0, "split": 48}},
        # Grande misère étalée: 75 (split Jeu 100).
        "GME": {"family": "misere", "exactly": 0, "declarers": [1, 2],
                "made": {"0": 75}, "lost": -75, "jeu": 75,
                "pair_jeu": {"both_lost": 0, "split": 100}},
        # Abondance 9, 10, 11: 30, 42, 60; lost the same negative, Jeu = value.
        "A9": {"family": "tricks", "need": 9, "declarers": [1],
               "made": {"9": 30}, "lost": -30, "jeu": 30},
        "A10": {"family": "tricks", "need": 10, "declarers": [1],
                "made": {"10": 42}, "lost": -42, "jeu": 42},
        "A11": {"family": "tricks", "need": 11, "declarers": [1],
                "made": {"11": 60}, "lost": -60, "jeu": 60},
        # Petit chelem (12 tricks): 100; lost -100 with Jeu 50.
        "PC": {"family": "tricks", "need": 12, "declarers": [1],
               "made": {"12": 100}, "lost": -100, "jeu": 50},
        # Grand chelem (13 tricks): 200; lost -200 with Jeu 40.
        "GC": {"family": "tricks", "need": 13, "declarers": [1],
               "made": {"13": 200}, "lost": -200, "jeu": 40},
        # Trou (9 tricks together): 16 each, 30 with 13; lost 0 each, Jeu 32.
        "TR": {"family": "tricks", "need": 9, "declarers": [2],
               "made": {"9": 16, "13": 30}, "lost": 0, "jeu": 32},
    },
}

# Pagat / Flemish zero-sum scale: values are u, what each opponent pays.
PAGAT: dict[str, Any] = {
    "name": "pagat",
    "settle": "zero_sum",
    "pair_misere": "separate",
    "contracts": {
        # Emballage: 3T - 16 by tricks won, 30 for all 13; lost: 3N - 16
        # + 3 per trick short (13: below).
        "E8": {"family": "tricks", "need": 8, "declarers": [2],
               "made": {"8": 8, "9": 11, "10": 14, "11": 17, "12": 20, "13": 30},
               "lost": -8, "short": -3},
        "E9": {"family": "tricks", "need": 9, "declarers": [2],
               "made": {"9": 11, "10": 14, "11": 17, "12": 20, "13": 30},
               "lost": -11, "short": -3},
        "E10": {"family": "tricks", "need": 10, "declarers": [2],
                "made": {"10": 14, "11": 17, "12": 20, "13": 30},
                "lost": -14, "short": -3},
        "E11": {"family": "tricks", "need": 11, "declarers": [2],
                "made": {"11": 17, "12": 20, "13": 30},
                "lost": -17, "short": -3},
        "E12": {"family": "tricks", "need": 12, "declarers": [2],
                "made": {"12": 20, "13": 30},
                "lost": -20, "short": -3},
        # A lost 13 (samen 13) costs its value, 30, + 3 per trick short, as
        # the Flemish tables have it (rulings §3, revised in the third audit;
        # the formula 3N - 16 gave 23).
        "E13": {"family": "tricks", "need": 13, "declarers": [2],
                "made": {"13": 30},
                "lost": -30, "short": -3},
        # Solo 5 (alleen 5), on this scale only: the Walloon grid starts at
        # solo 6 (rulings §3). 3, 4, 5, 6 by tricks won (8 and more count as
        # 8); lost: 3 + 1 per trick short.
        "S5": {"family": "tricks", "need": 5, "declarers": [1],
               "made": {"5": 3, "6": 4, "7": 5, "8": 6}, "lost": -3, "short": -1},
        # Solo 6: 4, 5, 6 by tricks won (8 and more count as 8); lost: 4 + 1
        # per trick short.
        "S6": {"family": "tricks", "need": 6, "declarers": [1],
               "made": {"6": 4, "7": 5, "8": 6}, "lost": -4, "short": -1},
        # Solo 7: 5, 6; lost 5 + 1 per trick short.
        "S7": {"family": "tricks", "need": 7, "declarers": [1],
               "made": {"7": 5, "8": 6}, "lost": -5, "short": -1},
        # Solo 8 and solo 8 direct: 7; lost 7 + 1 per trick short.
        "S8": {"family": "tricks", "need": 8, "declarers": [1],
               "made": {"8": 7}, "lost": -7, "short": -1},
        "S8D": {"family": "tricks", "need": 8, "declarers": [1],
                "made": {"8": 7}, "lost": -7, "short": -1},
        # Petite misère 6, piccolo 8, grande misère 12, misères étalées 24.
        "PM": {"family": "misere", "exactly": 0, "declarers": [1, 2],
               "made": {"0": 6}, "lost": -6},
        "PME": {"family": "misere", "exactly": 0, "declarers": [1, 2],
                "made": {"0": 24}, "lost": -24},
        "P": {"family": "misere", "exactly": 1, "declarers": [1, 2],
              "made": {"1": 8}, "lost": -8},
        "GM": {"family": "misere", "exactly": 0, "declarers": [1, 2],
               "made": {"0": 12}, "lost": -12},
        "GME": {"family": "misere", "exactly": 0, "declarers": [1, 2],
                "made": {"0": 24}, "lost": -24},
        # Abondance 9, 10, 11: 10, 15, 20; petit chelem is abondance 12: 30.
        "A9": {"family": "tricks", "need": 9, "declarers": [1],
               "made": {"9": 10}, "lost": -10},
        "A10": {"family": "tricks", "need": 10, "declarers": [1],
                "made": {"10": 15}, "lost": -15},
        "A11": {"family": "tricks", "need": 11, "declarers": [1],
                "made": {"11": 20}, "lost": -20},
        "PC": {"family": "tricks", "need": 12, "declarers": [1],
               "made": {"12": 30}, "lost": -30},
        # Grand chelem: 60.
        "GC": {"family": "tricks", "need": 13, "declarers": [1],
               "made": {"13": 60}, "lost": -60},
        # Trou: 16, 30 with all 13 tricks; lost: 16.
        "TR": {"family": "tricks", "need": 9, "declarers": [2],
               "made": {"9": 16, "13": 30}, "lost": -16},
    },
}
