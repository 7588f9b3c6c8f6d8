"""What build.spec makes on each system: names, icon, console, bundle, extra files.

Plain Python (no PyInstaller, no Qt), so tests/test_release.py can ask it for
Windows, macOS and Linux on any machine. build.spec loads it by path (the
folder is not a package: `packaging` is also the name of a library PyInstaller
and pip import). The release workflow runs it as a script to learn where the
current system's build is and what to call its archive:

    python packaging/spec_plan.py            # key=value lines for $GITHUB_OUTPUT
"""

from __future__ import annotations

import ast
import io
import platform
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

APP_NAME = "Cardroom"
# The file name of the program, and of the one-folder build dist/cardroom/.
EXE_STEM = "cardroom"
# Reverse-DNS name of the application: the macOS bundle identifier, and the id
# of the Linux menu entry (org.cardroom.Cardroom.desktop), its AppStream
# metainfo and its icon in the icon theme. Never change it once shipped: macOS
# keys the app's permissions to it, and software centres their listing.
APP_ID = "org.cardroom.Cardroom"

SYSTEMS = ("win32", "darwin", "linux")

# The event file type (app/models/event/eventfile.py's SUFFIX, without its
# dot), as each system names it: a MIME type on Linux (shared-mime-info,
# packaging/linux/*.mime.xml; not registered with IANA, hence x-), a Uniform
# Type Identifier on macOS, and a ProgID on Windows (app/ui/file_types.py).
# Never change them once shipped: the files people have are known by them.
EVENT_EXTENSION = "cardroom"
EVENT_MIME_TYPE = "application/x-cardroom"
EVENT_UTI = "org.cardroom.event"
EVENT_TYPE_NAME = "Cardroom event"

ICONS = Path("resources") / "icons"
LINUX_FILES = Path("packaging") / "linux"


@dataclass(frozen=True)
class ReleasePlan:
    """One system's build, as build.spec makes it (paths relative to the repository)."""

    system: str
    version: str
    # The executable: passed to EXE(name=...); PyInstaller adds nothing to it.
    exe_name: str
    # One-folder build dist/<folder_name>/ (COLLECT).
    folder_name: str
    # dist/<bundle_name> on macOS (BUNDLE), None where no bundle is made.
    bundle_name: str | None
    bundle_identifier: str | None
    # .ico on Windows, .icns on macOS; None on Linux, where the menu entry names
    # an icon of the theme instead (see extra_files).
    icon: Path | None
    # False: no console window opens beside the app (Windows); a windowed .app (macOS).
    console: bool
    # Strip the libraries' debug symbols (Linux only: it would break macOS signatures).
    strip: bool
    # Windows version resource: four numbers for the fixed part, strings for the rest.
    windows_version: tuple[int, int, int, int] | None
    info_plist: dict[str, object] | None
    # Files copied into the build after PyInstaller made it, beside the
    # executable rather than inside _internal/: (source, destination relative to
    # dist/<folder_name>/).
    extra_files: tuple[tuple[Path, str], ...] = field(default_factory=tuple)
    # Windows: the same program built for the console beside the windowed
    # one. A windowed program has no console there: --version, --help,
    # --self-test and --serve (its join code, Ctrl+C) said nothing in a
    # Command Prompt. None where the one executable does both.
    cli_name: str | None = None
    # What the release workflow runs and archives (relative to the repository).
    launcher: str = ""
    archive_root: str = ""
    archive_name: str = ""
    archive_format: str = ""


def read_version(root: Path = ROOT) -> str:
    """`__version__` from app/__init__.py, without importing the app."""
    tree = ast.parse((root / "app" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets):
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise ValueError("no __version__ in app/__init__.py")


# The package of the pages Help shows, in the wheel and (as resources/help) in a build.
HELP_PACKAGE = "app.resources.help"


def help_pages(root: Path = ROOT) -> tuple[Path, ...]:
    """The pages Help shows (docs/rules.md, docs/rules.fr.md), as pyproject.toml
    declares them for the wheel: build.spec bundles the same files, so `pip
    install .` and the release builds cannot carry different ones."""
    import tomllib

    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = project["tool"]["setuptools"]
    folder = root / setuptools["package-dir"][HELP_PACKAGE]
    pages = {path for pattern in setuptools["package-data"][HELP_PACKAGE] for path in folder.glob(pattern)}
    if not pages:
        raise ValueError(f"no help page in {folder}")
    return tuple(sorted(path.relative_to(root) for path in pages))


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """'1.2.3rc1' -> (1, 2, 3, 0): the numbers Windows and macOS want."""
    numbers = [int(m.group()) for m in (re.match(r"\d+", part) for part in version.split(".")[:4]) if m]
    if not numbers:
        raise ValueError(f"version {version!r} does not start with a number")
    major, minor, micro, build = (numbers + [0, 0, 0, 0])[:4]
    return major, minor, micro, build


def system_of(platform: str = sys.platform) -> str:
    """sys.platform as one of SYSTEMS."""
    if platform.startswith("linux"):
        return "linux"
    if platform in ("win32", "darwin"):
        return platform
    raise ValueError(f"no release build for {platform!r}; systems: {', '.join(SYSTEMS)}")


def arch_of(machine: str) -> str:
    """platform.machine() as the archives name it: x64 or arm64."""
    machine = machine.lower()
    if machine in ("x86_64", "amd64", "x64"):
        return "x64"
    if machine in ("arm64", "aarch64"):
        return "arm64"
    return machine


def plan(system: str, root: Path = ROOT, version: str | None = None,
         machine: str | None = None) -> ReleasePlan:
    """What build.spec makes on `system` ('win32', 'darwin' or 'linux').

    `machine` (platform.machine() by default) only names the archive.
    """
    if system not in SYSTEMS:
        raise ValueError(f"unknown system {system!r}; systems: {', '.join(SYSTEMS)}")
    version = version or read_version(root)
    arch = arch_of(machine or platform.machine())
    numbers = numeric_version(version)
    short_version = ".".join(str(n) for n in numbers[:3])
    folder = f"dist/{EXE_STEM}"
    if system == "win32":
        return ReleasePlan(
            system=system, version=version, exe_name=f"{EXE_STEM}.exe", folder_name=EXE_STEM,
            bundle_name=None, bundle_identifier=None, icon=ICONS / "cardroom.ico",
            console=False, strip=False, windows_version=numbers, info_plist=None,
            launcher=f"{folder}/{EXE_STEM}.exe", archive_root=folder,
            archive_name=f"{EXE_STEM}-{version}-windows-{arch}", archive_format="zip",
            cli_name=f"{EXE_STEM}-cli.exe",
        )
    if system == "darwin":
        bundle = f"{APP_NAME}.app"
        return ReleasePlan(
            system=system, version=version, exe_name=EXE_STEM, folder_name=EXE_STEM,
            bundle_name=bundle, bundle_identifier=APP_ID, icon=ICONS / "cardroom.icns",
            console=False, strip=False, windows_version=None,
            info_plist={
                "CFBundleName": APP_NAME,
                "CFBundleDisplayName": APP_NAME,
                "CFBundleShortVersionString": short_version,
                "CFBundleVersion": short_version,
                "LSApplicationCategoryType": "public.app-category.productivity",
                "NSHighResolutionCapable": True,
                # Asked when a station joins an event shared on the venue's network.
                "NSLocalNetworkUsageDescription":
                    "Cardroom connects to the other computers of the venue that share an event.",
                # .cardroom files: Cardroom declares their type and opens them
                # (a double-click in the Finder, the Dock, "Open with"); the
                # app receives each as a QFileOpenEvent (app/ui/event/opening.py).
                "CFBundleDocumentTypes": [{
                    "CFBundleTypeName": EVENT_TYPE_NAME,
                    "CFBundleTypeRole": "Editor",
                    "LSHandlerRank": "Owner",
                    "LSItemContentTypes": [EVENT_UTI],
                    "CFBundleTypeIconFile": Path(ICONS / "cardroom.icns").name,
                }],
                "UTExportedTypeDeclarations": [{
                    "UTTypeIdentifier": EVENT_UTI,
                    "UTTypeDescription": EVENT_TYPE_NAME,
                    # A SQLite database: public.database for what it is,
                    # public.data for every app that opens any file.
                    "UTTypeConformsTo": ["public.database", "public.data"],
                    "UTTypeIconFile": Path(ICONS / "cardroom.icns").name,
                    "UTTypeTagSpecification": {
                        "public.filename-extension": [EVENT_EXTENSION],
                        "public.mime-type": [EVENT_MIME_TYPE],
                    },
                }],
            },
            launcher=f"dist/{bundle}/Contents/MacOS/{EXE_STEM}", archive_root=f"dist/{bundle}",
            archive_name=f"{EXE_STEM}-{version}-macos-{arch}", archive_format="zip",
        )
    # Linux: the one-folder build, plus a menu entry, its AppStream metainfo,
    # the event file type and icons laid out as under /usr/share (share/applications, ...), so
    # copying share/ into ~/.local/share or a package's prefix installs them.
    icon_name = f"{APP_ID}.png"
    extra_files = (
        (LINUX_FILES / f"{APP_ID}.desktop", f"share/applications/{APP_ID}.desktop"),
        (LINUX_FILES / f"{APP_ID}.metainfo.xml", f"share/metainfo/{APP_ID}.metainfo.xml"),
        # The .cardroom type (update-mime-database reads share/mime/packages/).
        (LINUX_FILES / f"{APP_ID}.mime.xml", f"share/mime/packages/{APP_ID}.xml"),
        (ICONS / "cardroom-48.png", f"share/icons/hicolor/48x48/apps/{icon_name}"),
        (ICONS / "cardroom-128.png", f"share/icons/hicolor/128x128/apps/{icon_name}"),
        (ICONS / "cardroom.png", f"share/icons/hicolor/256x256/apps/{icon_name}"),
    )
    return ReleasePlan(
        system=system, version=version, exe_name=EXE_STEM, folder_name=EXE_STEM,
        bundle_name=None, bundle_identifier=None, icon=None,
        console=True, strip=True, windows_version=None, info_plist=None, extra_files=extra_files,
        launcher=f"{folder}/{EXE_STEM}", archive_root=folder,
        archive_name=f"{EXE_STEM}-{version}-linux-{arch}", archive_format="tar.gz",
    )


def windows_version_info(release: ReleasePlan) -> str:
    """The text of a PyInstaller version file (a VSVersionInfo) for `release`."""
    if release.windows_version is None:
        raise ValueError(f"no Windows version resource on {release.system}")
    numbers = release.windows_version
    strings = {
        "CompanyName": APP_NAME,
        "FileDescription": APP_NAME,
        "FileVersion": release.version,
        "InternalName": EXE_STEM,
        "LegalCopyright": f"{APP_NAME} contributors, MIT licence",
        "OriginalFilename": release.exe_name,
        "ProductName": APP_NAME,
        "ProductVersion": release.version,
    }
    string_structs = ",\n".join(
        f"          StringStruct({key!r}, {value!r})" for key, value in strings.items())
    # 0x0409 = US English, 1200 (0x04B0) = Unicode: the language block Windows shows.
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers!r},
    prodvers={numbers!r},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{string_structs}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [0x0409, 1200])])
  ]
)
"""


def main(argv: list[str] | None = None) -> int:
    """Print the current system's plan as key=value lines (for $GITHUB_OUTPUT)."""
    args = sys.argv[1:] if argv is None else argv
    release = plan(system_of(args[0] if args else sys.platform))
    # Plain \n on Windows too: a \r would end up inside the workflow's values.
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(newline="\n")
    for key in ("system", "version", "launcher", "archive_root", "archive_name", "archive_format"):
        print(f"{key}={getattr(release, key)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
