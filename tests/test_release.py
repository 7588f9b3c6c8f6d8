"""Release builds (issue 23): what build.spec makes on Windows, macOS and Linux,
the icons it gives them, the Linux menu entry and AppStream metainfo, and the
workflow that builds all three. The spec's per-system decisions come from
packaging/spec_plan.py, asked here for each system without building."""

from __future__ import annotations

import ast
import os
import importlib.util
import io
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

import app

ROOT = Path(__file__).resolve().parents[1]
LINUX_FILES = ROOT / "packaging" / "linux"
ICONS = ROOT / "resources" / "icons"


def _load(name: str, path: Path) -> ModuleType:
    """A module of the repository that is not in a package (as build.spec loads it)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


spec_plan = _load("cardroom_spec_plan", ROOT / "packaging" / "spec_plan.py")


# --- The spec's plan, system by system ------------------------------------------------

def test_windows_gets_cardroom_exe_with_icon_version_and_no_console() -> None:
    plan = spec_plan.plan("win32", ROOT, machine="AMD64")
    assert plan.exe_name == "cardroom.exe"
    assert plan.launcher == "dist/cardroom/cardroom.exe"
    assert plan.console is False
    assert plan.cli_name == "cardroom-cli.exe"  # beside it, for the console
    assert plan.bundle_name is None
    assert plan.icon is not None and plan.icon.suffix == ".ico" and (ROOT / plan.icon).is_file()
    assert plan.windows_version == spec_plan.numeric_version(app.__version__)
    assert plan.archive_name == f"cardroom-{app.__version__}-windows-x64"
    assert plan.archive_format == "zip"
    assert plan.extra_files == ()


def test_macos_gets_a_cardroom_app_bundle_with_identifier_and_version() -> None:
    plan = spec_plan.plan("darwin", ROOT, machine="arm64")
    assert plan.bundle_name == "Cardroom.app"
    assert plan.bundle_identifier == "org.cardroom.Cardroom"
    assert plan.launcher == "dist/Cardroom.app/Contents/MacOS/cardroom"
    assert plan.archive_root == "dist/Cardroom.app"
    assert plan.icon is not None and plan.icon.suffix == ".icns" and (ROOT / plan.icon).is_file()
    assert plan.console is False
    assert plan.strip is False  # stripping would break the bundle's signature
    short = ".".join(str(n) for n in spec_plan.numeric_version(app.__version__)[:3])
    assert plan.info_plist["CFBundleShortVersionString"] == short
    assert plan.info_plist["CFBundleVersion"] == short
    assert plan.info_plist["NSLocalNetworkUsageDescription"]  # asked before joining a shared event
    assert plan.archive_name == f"cardroom-{app.__version__}-macos-arm64"


def test_linux_keeps_the_one_folder_build_and_adds_menu_entry_metainfo_and_icons() -> None:
    plan = spec_plan.plan("linux", ROOT, machine="x86_64")
    assert (plan.exe_name, plan.folder_name, plan.launcher) == ("cardroom", "cardroom", "dist/cardroom/cardroom")
    assert plan.bundle_name is None and plan.icon is None
    assert plan.strip is True
    destinations = {dest: source for source, dest in plan.extra_files}
    assert destinations["share/applications/org.cardroom.Cardroom.desktop"].name == "org.cardroom.Cardroom.desktop"
    assert destinations["share/metainfo/org.cardroom.Cardroom.metainfo.xml"].suffix == ".xml"
    for size in (48, 128, 256):
        assert f"share/icons/hicolor/{size}x{size}/apps/org.cardroom.Cardroom.png" in destinations
    for source in destinations.values():
        assert (ROOT / source).is_file(), source
    assert plan.archive_name == f"cardroom-{app.__version__}-linux-x64"
    assert plan.archive_format == "tar.gz"


@pytest.mark.parametrize("system", spec_plan.SYSTEMS)
def test_every_system_builds_the_apps_version(system: str) -> None:
    assert spec_plan.plan(system, ROOT).version == app.__version__


def test_the_plan_follows_sys_platform_and_refuses_other_systems() -> None:
    assert spec_plan.system_of("linux") == "linux"
    assert spec_plan.system_of("win32") == "win32"
    assert spec_plan.system_of("darwin") == "darwin"
    with pytest.raises(ValueError, match="no release build"):
        spec_plan.system_of("freebsd14")
    with pytest.raises(ValueError, match="unknown system"):
        spec_plan.plan("cygwin", ROOT)


def test_versions_windows_and_macos_cannot_show_become_numbers() -> None:
    assert spec_plan.numeric_version("1.2.3") == (1, 2, 3, 0)
    assert spec_plan.numeric_version("2.0rc1") == (2, 0, 0, 0)
    assert spec_plan.numeric_version("1.4.0.dev3") == (1, 4, 0, 0)
    assert spec_plan.plan("win32", ROOT, version="1.2.3rc1").windows_version == (1, 2, 3, 0)


def test_the_workflow_reads_the_plan_of_the_system_it_runs_on() -> None:
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "spec_plan.py"), "win32"],
                            capture_output=True, text=True, check=True)
    outputs = dict(line.split("=", 1) for line in result.stdout.splitlines())
    assert outputs["launcher"] == "dist/cardroom/cardroom.exe"
    assert outputs["version"] == app.__version__
    assert outputs["archive_format"] == "zip"


# --- The Windows version resource -----------------------------------------------------

def _version_strings(text: str) -> dict[str, str]:
    tree = ast.parse(text, mode="eval")
    assert isinstance(tree.body, ast.Call) and getattr(tree.body.func, "id", "") == "VSVersionInfo"
    return {
        ast.literal_eval(node.args[0]): ast.literal_eval(node.args[1])
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "StringStruct"
    }


def test_windows_version_resource_names_cardroom_and_its_version() -> None:
    # PyInstaller reads this text only on Windows (its reader imports pefile);
    # the release workflow then checks what Explorer shows of cardroom.exe.
    text = spec_plan.windows_version_info(spec_plan.plan("win32", ROOT))
    strings = _version_strings(text)
    assert strings["ProductName"] == "Cardroom"
    assert strings["FileVersion"] == strings["ProductVersion"] == app.__version__
    assert strings["OriginalFilename"] == "cardroom.exe"
    numbers = repr(spec_plan.numeric_version(app.__version__))
    assert f"filevers={numbers}" in text and f"prodvers={numbers}" in text
    with pytest.raises(ValueError):
        spec_plan.windows_version_info(spec_plan.plan("linux", ROOT))


# --- Icons -----------------------------------------------------------------------------

def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _ico_sizes(data: bytes) -> set[int]:
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    # A width or height byte of 0 means 256.
    return {(data[6 + 16 * i] or 256) for i in range(count)}


def _icns_entries(data: bytes) -> dict[bytes, bytes]:
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    entries, offset = {}, 8
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack(">I", data[offset + 4:offset + 8])[0]
        entries[kind] = data[offset + 8:offset + length]
        offset += length
    return entries


def test_the_windows_icon_has_every_size_explorer_and_the_taskbar_use() -> None:
    assert _ico_sizes((ICONS / "cardroom.ico").read_bytes()) >= {16, 24, 32, 48, 64, 128, 256}


def test_the_macos_icon_has_the_finder_and_dock_sizes_retina_included() -> None:
    entries = _icns_entries((ICONS / "cardroom.icns").read_bytes())
    # ic07 128, ic08 256, ic09 512, ic10 1024 (512@2x), ic11-ic14 the @2x of 16-256.
    expected = {b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024,
                b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}
    for kind, size in expected.items():
        assert _png_size(entries[kind]) == (size, size), kind


def test_the_linux_icons_have_the_sizes_their_folders_name() -> None:
    for source, dest in spec_plan.plan("linux", ROOT).extra_files:
        match = re.search(r"/(\d+)x(\d+)/", dest)
        if match:
            assert _png_size((ROOT / source).read_bytes()) == (int(match[1]), int(match[2])), dest


def _images(path: Path) -> dict[object, object]:
    """Every image of a .png, .ico or .icns file, by size (or .icns entry type)."""
    from PIL import Image

    if path.suffix == ".icns":
        return {kind: Image.open(io.BytesIO(png)).convert("RGBA")
                for kind, png in _icns_entries(path.read_bytes()).items() if png[:4] == b"\x89PNG"}
    with Image.open(path) as opened:
        if path.suffix == ".ico":
            return {size: opened.ico.getimage(size).convert("RGBA") for size in opened.ico.sizes()}
        return {opened.size: opened.convert("RGBA")}


def test_the_committed_icons_are_what_tools_make_icons_makes(tmp_path: Path) -> None:
    pytest.importorskip("PIL", reason="Pillow comes with the dev extras (scripts/setup.sh)")
    from PIL import ImageChops

    make_icons = _load("cardroom_make_icons", ROOT / "tools" / "make_icons.py")
    made = make_icons.make_icons(ICONS / "cardroom.png", tmp_path)
    assert {p.name for p in made} == {"cardroom.ico", "cardroom.icns", "cardroom-48.png", "cardroom-128.png"}
    for path in made:
        committed = ICONS / path.name
        assert committed.is_file(), f"run tools/make_icons.py and commit {committed.name}"
        new, old = _images(path), _images(committed)
        assert new.keys() == old.keys(), path.name
        for key, image in new.items():
            # The same pixels, give or take a rounding of another Pillow's resampling.
            difference = ImageChops.difference(image, old[key])
            assert max(high for _, high in difference.getextrema()) <= 2, (path.name, key)


# --- The Linux menu entry and AppStream metainfo -----------------------------------------

def test_the_menu_entry_starts_cardroom_with_the_themed_icon() -> None:
    entry = (LINUX_FILES / "org.cardroom.Cardroom.desktop").read_text(encoding="utf-8")
    fields = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    assert fields["Exec"].split()[0] == spec_plan.plan("linux", ROOT).exe_name
    assert fields["Icon"] == spec_plan.APP_ID
    assert fields["Name"] == "Cardroom" and fields["Terminal"] == "false"


def test_the_metainfo_names_the_menu_entry_and_the_apps_version() -> None:
    root = ET.parse(LINUX_FILES / "org.cardroom.Cardroom.metainfo.xml").getroot()
    assert root.findtext("id") == spec_plan.APP_ID
    assert root.findtext("launchable") == f"{spec_plan.APP_ID}.desktop"
    assert root.findtext("provides/binary") == "cardroom"
    newest = root.find("releases/release")
    assert newest is not None
    assert newest.get("version") == app.__version__, "add a <release> for the new version"


def _validator(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (scripts/setup.sh installs it as root)")
    return path


def test_the_menu_entry_is_valid() -> None:
    result = subprocess.run([_validator("desktop-file-validate"),
                             str(LINUX_FILES / "org.cardroom.Cardroom.desktop")],
                            check=False, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout.strip() == "", result.stdout + result.stderr


def test_the_appstream_metainfo_is_valid() -> None:
    result = subprocess.run([_validator("appstreamcli"), "validate", "--no-net",
                             str(LINUX_FILES / "org.cardroom.Cardroom.metainfo.xml")],
                            check=False, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    # Errors and warnings fail the validation; infos (such as an older
    # appstreamcli not knowing <developer> yet) do not.
    assert not re.search(r"^[EW]:", result.stdout, re.MULTILINE), result.stdout


# --- The workflow ------------------------------------------------------------------------

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def test_the_workflow_builds_on_windows_macos_and_linux_from_the_spec() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    matrix = re.search(r"^\s*os: \[(.*)\]", text, re.MULTILINE)
    assert matrix is not None
    runners = [name.strip() for name in matrix[1].split(",")]
    assert [r.split("-")[0] for r in runners] == ["windows", "macos", "ubuntu"]
    assert "PyInstaller --noconfirm --clean build.spec" in text
    assert 'pip install ".[dist]"' in text
    assert "packaging/spec_plan.py" in text and "--self-test" in text
    assert re.search(r"tags: \[\"v\*\"\]", text) and "workflow_dispatch:" in text


def test_the_linux_runner_gets_the_libraries_make_dist_builds_with() -> None:
    setup = (ROOT / "scripts" / "setup.sh").read_text(encoding="utf-8")
    wanted = set()
    for name in ("base_pkgs", "window_pkgs"):
        array = re.search(rf"^{name}=\((.*?)\)", setup, re.MULTILINE | re.DOTALL)
        assert array is not None
        wanted |= {pkg for pkg in array[1].split() if pkg.startswith("lib")}
    text = WORKFLOW.read_text(encoding="utf-8")
    install = text[text.index("apt-get install"):]
    install = install[:install.index("\n\n")]
    assert wanted - set(install.replace("\\", " ").split()) == set()


def test_the_app_and_the_builds_use_one_desktop_id() -> None:
    """The window names the menu entry the Linux build installs (Wayland docks
    match the two), and the macOS bundle carries the same id."""
    import app
    from app.ui.application import make_app

    assert app.APP_ID == spec_plan.APP_ID
    assert make_app().desktopFileName() == app.APP_ID


# --- The release: archives and checksums on the Releases page (issue 37) ------------------

def _jobs(text: str) -> dict[str, str]:
    """The workflow's jobs by name, each its own lines (the file's indentation: two spaces)."""
    body = text[text.index("\njobs:\n") + len("\njobs:\n"):]
    parts = re.split(r"^  ([\w-]+):\n", body, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2]))


def _step_script(job: str, name: str) -> str:
    """The `run: |` script of the step called `name`, unindented."""
    lines = job[job.index(f"- name: {name}\n"):].splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "run: |")
    indent = len(lines[start]) - len(lines[start].lstrip()) + 2
    script = []
    for line in lines[start + 1:]:
        if line.strip() and len(line) - len(line.lstrip()) < indent:
            break
        script.append(line[indent:])
    return "\n".join(script) + "\n"


def test_a_tag_publishes_a_release_with_write_permission_in_that_job_alone() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    jobs = _jobs(text)
    release = jobs["release"]
    assert re.search(r"^    needs: build$", release, re.MULTILINE)
    # Only for a v* tag (a run started by hand on a branch builds, and publishes nothing).
    assert re.search(r"^    if: startsWith\(github\.ref, 'refs/tags/v'\)$", release, re.MULTILINE)
    assert re.search(r"^    permissions:\n      contents: write$", release, re.MULTILINE)
    # Everything else reads only: the workflow's default, and no other job asks for more.
    head = text[:text.index("\njobs:\n")]
    assert re.search(r"^permissions:\n  contents: read$", head, re.MULTILINE)
    assert [name for name, job in jobs.items() if re.search(r": *write\b", job)] == ["release"]
    # It takes every build's archive: the artifacts are named as spec_plan names the archives.
    assert "actions/download-artifact@v" in release and "pattern: cardroom-*" in release
    for system in spec_plan.SYSTEMS:
        assert spec_plan.plan(system, ROOT).archive_name.startswith("cardroom-")


def _bash() -> str:
    path = shutil.which("bash")
    if path is None or shutil.which("sha256sum") is None:
        pytest.skip("the release job's scripts need bash and sha256sum (GNU coreutils)")
    return path


def test_the_release_job_checksums_each_archive_and_uploads_the_sums(tmp_path: Path) -> None:
    """The job's own scripts, run on three stand-in archives with a stand-in
    `gh` that writes down what it is asked: what it publishes is the archives,
    SHA256SUMS and one .sha256 per archive, each of which checks its file."""
    bash = _bash()
    release = _jobs(WORKFLOW.read_text(encoding="utf-8"))["release"]
    archives = tmp_path / "archives"
    archives.mkdir()
    names = []
    for system in spec_plan.SYSTEMS:
        plan = spec_plan.plan(system, ROOT)
        names.append(f"{plan.archive_name}.{plan.archive_format}")
        (archives / names[-1]).write_bytes(system.encode() * 1000)
    subprocess.run([bash, "-eo", "pipefail", "-c", _step_script(release, "SHA-256 checksums")],
                   cwd=archives, check=True, capture_output=True, timeout=60)
    sums = (archives / "SHA256SUMS").read_text(encoding="utf-8")
    assert sorted(line.split()[1] for line in sums.splitlines()) == sorted(names)
    for name in names:
        subprocess.run(["sha256sum", "-c", f"{name}.sha256"], cwd=archives, check=True,
                       capture_output=True, timeout=60)
    (archives / names[0]).write_bytes(b"a download cut short")
    assert subprocess.run(["sha256sum", "-c", f"{names[0]}.sha256"], cwd=archives,
                          capture_output=True, timeout=60).returncode != 0
    (archives / names[0]).write_bytes(spec_plan.SYSTEMS[0].encode() * 1000)

    tools = tmp_path / "bin"
    tools.mkdir()
    asked = tmp_path / "gh-asked"
    gh = tools / "gh"
    # No release yet for the tag (`gh release view` fails): it is created.
    gh.write_text(f'#!/bin/sh\nprintf "%s\\n" "$*" >> "{asked}"\n[ "$2" != view ]\n', encoding="utf-8")
    gh.chmod(0o755)
    env = {**os.environ, "PATH": f"{tools}{os.pathsep}{os.environ['PATH']}", "GH_TOKEN": "-",
           "TAG": f"v{app.__version__}", "GITHUB_REPOSITORY": "cardroom/cardroom"}
    subprocess.run([bash, "-eo", "pipefail", "-c", _step_script(release, "Publish on the Releases page")],
                   cwd=tmp_path, env=env, check=True, capture_output=True, timeout=60)
    view, create = asked.read_text(encoding="utf-8").splitlines()
    assert view.startswith(f"release view v{app.__version__}")
    assert create.startswith(f"release create v{app.__version__} ")
    uploaded = set(create.split()) & {p.name for p in archives.iterdir()}
    assert uploaded == {*names, "SHA256SUMS", *(f"{name}.sha256" for name in names)}
    assert "--verify-tag" in create.split()
