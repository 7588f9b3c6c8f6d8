"""The PIN's material a station needs to take over (issue 39): sealed with the
PIN, opened only with it, kept beside the PIN and sealed again when the PIN
changes, or at the first PIN given in a file from before."""

from __future__ import annotations

import json

import pytest

from app.models.event import Event
from app.models.event.operations import apply
from app.models.rulings import succession
from app.models.rulings.pin import ChangePin, ConvenorPin, StationTries, WrongPin, verify_at_station

# The texts are read in English and French (a QApplication holds the catalogues).
pytestmark = pytest.mark.usefixtures("qapp")

COST = 2**4  # a test's scrypt: fast
MATERIAL = {"hash": "ab" * 32, "salt": "cd" * 16, "key_salt": "ef" * 16}


def texts(error: Exception) -> tuple[str, str]:
    from app.ui import i18n

    shown = []
    for language in ("en", "fr"):
        i18n.install(language)
        shown.append(i18n.error_text(error))
    i18n.install("en")
    return shown[0], shown[1]


def test_round_trip_and_a_fresh_box_each_time() -> None:
    one = succession.seal_material("4821", MATERIAL, COST)
    two = succession.seal_material("4821", MATERIAL, COST)
    assert one != two  # a fresh salt and nonce
    assert succession.open_material(one, "4821") == MATERIAL
    assert succession.open_material(two, " 4821 ") == MATERIAL  # as a PIN is typed
    box = json.loads(one)
    assert MATERIAL["hash"] not in one and MATERIAL["key_salt"] not in one
    assert box["for"] == succession.fingerprint(MATERIAL["hash"])


def test_a_wrong_pin_is_refused() -> None:
    sealed = succession.seal_material("4821", MATERIAL, COST)
    with pytest.raises(succession.SealRefused) as refused:
        succession.open_material(sealed, "4822")
    english, french = texts(refused.value)
    assert english.startswith("That is not the convenor PIN")
    assert french.startswith("Ce n’est pas le code PIN")


@pytest.mark.parametrize("damage", ["box", "for", "nonce", "text", "long", "cost"])
def test_a_damaged_box_is_refused(damage: str) -> None:
    sealed = succession.seal_material("4821", MATERIAL, COST)
    box = json.loads(sealed)
    if damage == "box":
        raw = bytearray(__import__("base64").b64decode(box["box"]))
        raw[3] ^= 1
        box["box"] = __import__("base64").b64encode(bytes(raw)).decode()
    elif damage == "for":
        box["for"] = "0" * 16  # said to be for another PIN hash: the tag covers it
    elif damage == "nonce":
        box["nonce"] = "00"
    elif damage == "cost":
        box["cost"] = 2**30
    text = "{not json" if damage == "text" else json.dumps(box)
    if damage == "long":
        text = json.dumps({**box, "pad": "x" * 5000})
    with pytest.raises(succession.SealRefused) as refused:
        succession.open_material(text, "4821")
    if damage in ("nonce", "text", "long", "cost"):
        english, french = texts(refused.value)
        assert "damaged" in english and "endommagée" in french


def sealed_of(event: Event) -> str | None:
    return event.conn.execute("SELECT sealed FROM convenor_pin WHERE id = 1").fetchone()[0]


def pin_row(event: Event) -> dict[str, str]:
    found = event.conn.execute("SELECT hash, salt, key_salt FROM convenor_pin WHERE id = 1").fetchone()
    return dict(zip(("hash", "salt", "key_salt"), found))


def opened(event: Event, sealed: str, pin: str) -> dict[str, str]:
    """The box opened with `pin`: the PIN row's secrets, and the succession
    key's seed, which must be the one whose public half the file holds."""
    from app.models.event import signing

    material = succession.open_material(sealed, pin)
    seed = succession.signing_seed(material)
    assert seed is not None and signing.public_of(seed) == succession.signing_key(event)
    return {k: v for k, v in material.items() if k != "signing"}


def test_set_and_change_seal_the_material(small_event: Event) -> None:
    apply(small_event, ChangePin("4821", COST))
    first = sealed_of(small_event)
    assert first and opened(small_event, first, "4821") == pin_row(small_event)
    ConvenorPin(small_event).set("7310", "4821", cost=COST)
    second = sealed_of(small_event)
    assert second != first
    assert opened(small_event, second, "7310") == pin_row(small_event)
    with pytest.raises(succession.SealRefused):
        succession.open_material(second, "4821")


def test_an_old_file_is_sealed_at_the_first_pin(small_event: Event) -> None:
    apply(small_event, ChangePin("4821", COST))
    with small_event.transaction():
        small_event.conn.execute("UPDATE convenor_pin SET sealed = NULL")  # as before issue 39
    with pytest.raises(WrongPin):
        ConvenorPin(small_event).verify("0000")
    assert sealed_of(small_event) is None  # a wrong PIN seals nothing
    ConvenorPin(small_event).verify("4821")
    sealed = sealed_of(small_event)
    assert sealed and opened(small_event, sealed, "4821") == pin_row(small_event)
    ConvenorPin(small_event).verify("4821")
    assert sealed_of(small_event) == sealed  # the same hash: not sealed again


def test_a_pin_from_a_station_seals_an_old_file(small_event: Event) -> None:
    apply(small_event, ChangePin("4821", COST))
    with small_event.transaction():
        small_event.conn.execute("UPDATE convenor_pin SET sealed = ''")
    verify_at_station(small_event, "4821", StationTries(), "s1", "127.0.0.1", "Table 3")
    sealed = sealed_of(small_event)
    assert sealed and opened(small_event, sealed, "4821") == pin_row(small_event)


def test_never_in_a_read_only_copy(small_event: Event) -> None:
    apply(small_event, ChangePin("4821", COST))
    with small_event.transaction():
        small_event.conn.execute("UPDATE convenor_pin SET sealed = NULL")
    path = small_event.path
    small_event.close()
    copy = Event.open(path, readonly=True)
    try:
        assert succession.reseal(copy, "4821") is False
        assert sealed_of(copy) is None
    finally:
        copy.close()
