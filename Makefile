# Cardroom: `make run` opens the demo event, `make test` runs the whole suite.
# Both prepare everything first (system libraries, .venv): see scripts/setup.sh.

# A venv keeps its programs in Scripts\ on Windows (Git Bash's make).
ifeq ($(OS),Windows_NT)
BIN := .venv/Scripts
else
BIN := .venv/bin
endif
PY := $(BIN)/python
OFFSCREEN := QT_QPA_PLATFORM=offscreen

.PHONY: run test setup setup-run dist smoke windows-smoke windows-test bench soak soak-takeover fuzz screenshots translations lint clean

# The screen is looked for before anything is installed: without one, `make
# run` explains what to do and changes nothing on the machine.
run:
	@if [ "$$(uname)" = Linux ] && [ -z "$${DISPLAY:-}" ] && [ -z "$${WAYLAND_DISPLAY:-}" ]; then \
	  echo "Cardroom needs a screen, and this session has none (no DISPLAY or WAYLAND_DISPLAY)."; \
	  echo "  - On a desktop: run 'make run' from a terminal inside the graphical session."; \
	  echo "  - Over ssh: connect with 'ssh -X' so the window opens on your screen."; \
	  echo "  - On a headless machine: 'xvfb-run -a make run' opens it on a virtual screen"; \
	  if ! command -v xvfb-run >/dev/null 2>&1; then \
	    echo "    (install Xvfb first: 'scripts/setup.sh run' as root, or 'sudo apt-get install xvfb'),"; fi; \
	  echo "    and 'make screenshots' renders every area to PNG files instead."; \
	  exit 2; fi
	@scripts/setup.sh run
	$(PY) -m app --demo

# PYTHONUTF8: the tests read the app's output as the UTF-8 it is (Windows
# would read it in its ANSI code page; elsewhere it changes nothing).
test: setup
	PYTHONUTF8=1 $(OFFSCREEN) $(PY) -m pytest -q

setup:
	@scripts/setup.sh test

setup-run:
	@scripts/setup.sh run

screenshots: setup
	$(OFFSCREEN) $(PY) -m app --demo --screenshots docs/screenshots
	$(OFFSCREEN) $(PY) -m app --demo --lang fr --screenshots docs/screenshots/fr
	QT_SCALE_FACTOR=1.5 $(OFFSCREEN) $(PY) -m app --demo --screenshots docs/screenshots/large
	CARDROOM_KEEP_SCREENSHOTS=1 $(OFFSCREEN) $(PY) -m pytest -q tests/web/test_players_page_browser.py -k 200_percent

# French, and English's singular and plural of the texts that count ("%n page(s)").
translations: setup
	$(BIN)/pyside6-lupdate -no-obsolete -locations none -extensions py $$(find app -name '*.py' | sort) -ts resources/translations/cardroom_fr.ts
	$(BIN)/pyside6-lupdate -pluralonly -no-obsolete -locations none -extensions py $$(find app -name '*.py' | sort) -ts resources/translations/cardroom_en.ts
	$(BIN)/pyside6-lrelease resources/translations/cardroom_fr.ts -qm resources/translations/cardroom_fr.qm
	$(BIN)/pyside6-lrelease resources/translations/cardroom_en.ts -qm resources/translations/cardroom_en.qm
	$(BIN)/pyside6-lrelease resources/translations/qt_extra_fr.ts -qm resources/translations/qt_extra_fr.qm

dist: setup-run  # the window libraries (xcb) are bundled into the build
	$(PY) -m pip install -q -e '.[dist]'
	$(PY) -m PyInstaller --noconfirm --clean build.spec

smoke: dist
	scripts/smoke_dist.sh

# The Windows build, made and tried here under Wine with Windows's own
# CPython 3.11 and wheels (scripts/windows.sh; about 1 GB and a few minutes
# the first time, in build/windows/).
windows-smoke: setup
	scripts/windows.sh dist
	scripts/windows.sh smoke

# tests/models and tests/net under that Windows Python (the POSIX-only tests skipped).
windows-test: setup
	scripts/windows.sh test

bench: setup
	$(OFFSCREEN) $(PY) bench/run.py

# The crash-safety test with many kills (300 by default, a minute or two):
# `make soak CARDROOM_KILLS=1000`; CARDROOM_KILL_SEED replays a run's delays.
soak: setup
	CARDROOM_KILLS=$${CARDROOM_KILLS:-300} $(OFFSCREEN) $(PY) -m pytest -q -s tests/models/event/test_crash_safety.py

# The takeover soak (issue 39): the owner SIGKILLed at a random moment while 25
# scorekeepers and 5 displays write, a convenor station taking over; 20 runs by
# default (about 15 s each, 2 in `make test`): `make soak-takeover CARDROOM_TAKEOVER_RUNS=50`;
# CARDROOM_TAKEOVER_SEED replays a run's random moments (each run says its seed).
soak-takeover: setup
	CARDROOM_TAKEOVER_RUNS=$${CARDROOM_TAKEOVER_RUNS:-20} $(OFFSCREEN) $(PY) -m pytest -q -s tests/net/test_takeover_soak.py

# Every operation with fuzzed arguments, new cases each run (40 an operation and
# game, the same each run, in `make test`): `make fuzz CARDROOM_FUZZ=2000`.
fuzz: setup
	CARDROOM_FUZZ=$${CARDROOM_FUZZ:-500} $(OFFSCREEN) $(PY) -m pytest -q tests/models/test_every_operation_fuzzed.py

# Types of the domain, the network and the interface (mypy), the shape of the house (import-linter:
# layers, no Qt in the domain, no import cycles; contracts in pyproject.toml)
# and the release workflow (actionlint; it also runs shellcheck on the steps'
# scripts where shellcheck is installed).
lint: setup
	$(BIN)/ruff check app tests bench scripts tools
	$(PY) -m mypy
	$(BIN)/lint-imports
	$(BIN)/actionlint .github/workflows/*.yml

clean:
	rm -rf build dist .pytest_cache
