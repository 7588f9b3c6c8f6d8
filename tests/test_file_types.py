"""The .cardroom file type, registered on each system (issue 37): the Linux
menu entry and shared-mime-info type, the macOS Info.plist's document and
exported types, as build.spec lays them out (packaging/spec_plan.py, asked
for each system without building). Windows' registry writes are tested
with the code that makes them (tests/ui/test_file_types_windows.py)."""

from __future__ import annotations

import os
import plistlib
import shutil
import sqlite3
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.models.event import Event, NewEvent
from app.models.event.eventfile import SUFFIX
from test_release import LINUX_FILES, ROOT, spec_plan

MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"
MIME_FILE = LINUX_FILES / "org.cardroom.Cardroom.mime.xml"


def test_one_extension_on_every_system() -> None:
    assert SUFFIX == "." + spec_plan.EVENT_EXTENSION


# --- Linux -------------------------------------------------------------------------------


def test_the_menu_entry_opens_event_files_given_to_it() -> None:
    entry = (LINUX_FILES / "org.cardroom.Cardroom.desktop").read_text(encoding="utf-8")
    fields = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    # %f: the file manager passes one local file, which `cardroom FILE` opens.
    assert fields["Exec"] == "cardroom %f"
    assert fields["MimeType"].split(";") == [spec_plan.EVENT_MIME_TYPE, ""]
    # tests/test_release.py runs desktop-file-validate over the same file.


def mime_type() -> ET.Element:
    root = ET.parse(MIME_FILE).getroot()
    assert root.tag == f"{MIME}mime-info"
    types = root.findall(f"{MIME}mime-type")
    assert len(types) == 1
    return types[0]


def matches(rules: list[ET.Element], data: bytes) -> bool:
    """shared-mime-info's magic: any rule matches, a nested one only within its parent."""
    for rule in rules:
        assert rule.get("type") == "string"
        value = (rule.get("value") or "").encode()
        offset = int(rule.get("offset") or 0)
        children = rule.findall(f"{MIME}match")
        if data[offset:offset + len(value)] == value and (not children or matches(children, data)):
            return True
    return False


def test_the_mime_type_is_known_by_its_name_and_by_the_event_files_header(tmp_path: Path) -> None:
    kind = mime_type()
    assert kind.get("type") == spec_plan.EVENT_MIME_TYPE
    assert [g.get("pattern") for g in kind.findall(f"{MIME}glob")] == [f"*{SUFFIX}"]
    assert kind.find(f"{MIME}sub-class-of").get("type") == "application/vnd.sqlite3"  # type: ignore[union-attr]
    assert kind.find(f"{MIME}icon").get("name") == spec_plan.APP_ID  # type: ignore[union-attr]
    comments = {c.get("{http://www.w3.org/XML/1998/namespace}lang"): c.text for c in kind.findall(f"{MIME}comment")}
    assert comments == {None: "Cardroom event", "fr": "Événement Cardroom"}
    magic = kind.find(f"{MIME}magic")
    assert magic is not None and int(magic.get("priority") or 50) > 50  # over plain SQLite's
    event = Event.create(tmp_path / "day.cardroom", NewEvent(name="Day", game_kind="bid_euchre", tables=2))
    event.close()
    assert matches(magic.findall(f"{MIME}match"), (tmp_path / "day.cardroom").read_bytes()[:100])
    other = sqlite3.connect(tmp_path / "other.sqlite")
    other.execute("create table t (x)")
    other.commit()
    other.close()
    assert not matches(magic.findall(f"{MIME}match"), (tmp_path / "other.sqlite").read_bytes()[:100])


def test_the_linux_build_installs_the_type_where_update_mime_database_reads_it() -> None:
    destinations = {dest: source for source, dest in spec_plan.plan("linux", ROOT, machine="x86_64").extra_files}
    assert destinations["share/mime/packages/org.cardroom.Cardroom.xml"] == MIME_FILE.relative_to(ROOT)


def test_the_metainfo_says_the_app_opens_the_type() -> None:
    root = ET.parse(LINUX_FILES / "org.cardroom.Cardroom.metainfo.xml").getroot()
    assert root.findtext("provides/mediatype") == spec_plan.EVENT_MIME_TYPE


def test_shared_mime_info_takes_the_type_and_finds_an_event_without_its_suffix(tmp_path: Path) -> None:
    """As `cp -r cardroom/share/. ~/.local/share/` then update-mime-database
    install it: the type is compiled without a warning, and Qt (as Dolphin
    or Cardroom's own dialogs ask) names a renamed event file by its header."""
    tool = shutil.which("update-mime-database")
    if tool is None:
        pytest.skip("update-mime-database is not installed (package shared-mime-info)")
    share = tmp_path / "share"
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copyfile(MIME_FILE, share / "mime" / "packages" / "org.cardroom.Cardroom.xml")
    searched = dict(os.environ, XDG_DATA_DIRS=f"{share}:/usr/share", XDG_DATA_HOME=str(share))
    result = subprocess.run([tool, str(share / "mime")], capture_output=True, text=True, timeout=60,
                            env=dict(searched, PKGSYSTEM_ENABLE_FSYNC="0"))
    assert result.returncode == 0 and result.stderr.strip() == "", result.stderr
    assert (share / "mime" / "application" / "x-cardroom.xml").is_file()
    if not Path("/usr/share/mime/mime.cache").is_file():
        pytest.skip("no system shared-mime-info database to add the type to")
    event = Event.create(tmp_path / "day.cardroom", NewEvent(name="Day", game_kind="bid_euchre", tables=2))
    event.close()
    shutil.copyfile(tmp_path / "day.cardroom", tmp_path / "day-copy")
    code = ("import sys; from PySide6.QtCore import QMimeDatabase; db = QMimeDatabase(); "
            "print(' '.join(db.mimeTypeForFile(p).name() for p in sys.argv[1:]))")
    asked = subprocess.run([sys.executable, "-c", code, str(tmp_path / "day.cardroom"), str(tmp_path / "day-copy")],
                           capture_output=True, text=True, timeout=60, env=searched)
    assert asked.returncode == 0, asked.stderr
    assert asked.stdout.split() == [spec_plan.EVENT_MIME_TYPE, spec_plan.EVENT_MIME_TYPE]


# --- macOS -------------------------------------------------------------------------------


def test_the_macos_bundle_declares_and_opens_the_event_type() -> None:
    plan = spec_plan.plan("darwin", ROOT, machine="arm64")
    info = plistlib.loads(plistlib.dumps(plan.info_plist))  # what PyInstaller writes, read back
    exported = info["UTExportedTypeDeclarations"]
    assert len(exported) == 1
    uti = exported[0]
    assert uti["UTTypeIdentifier"] == spec_plan.EVENT_UTI == "org.cardroom.event"
    assert set(uti["UTTypeConformsTo"]) == {"public.database", "public.data"}
    assert uti["UTTypeTagSpecification"]["public.filename-extension"] == [SUFFIX.lstrip(".")]
    assert uti["UTTypeTagSpecification"]["public.mime-type"] == [spec_plan.EVENT_MIME_TYPE]
    (document,) = info["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [spec_plan.EVENT_UTI]
    assert document["CFBundleTypeRole"] == "Editor" and document["LSHandlerRank"] == "Owner"
    # BUNDLE copies the bundle's icon into Contents/Resources under its own name.
    assert plan.icon is not None
    assert document["CFBundleTypeIconFile"] == uti["UTTypeIconFile"] == plan.icon.name
