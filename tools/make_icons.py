"""Make the release icons from one source image, resources/icons/cardroom.png.

    .venv/bin/python tools/make_icons.py        # after changing the source; commit the outputs

Writes next to the source: cardroom.ico (Windows: 16 to 256 pixels),
cardroom.icns (macOS: 32 to 1024 pixels, the retina sizes included) and the
PNG sizes of the Linux menu entry (cardroom-48.png, cardroom-128.png; the
256-pixel one is the source itself). Needs Pillow (the dev extras), which the
app never imports.

The source is 256 pixels, so the 512 and 1024 pixel images of the .icns are
enlarged: a larger source (same name) makes a sharper Dock icon on a Mac.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "resources" / "icons" / "cardroom.png"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Every size Pillow's .icns writer stores (it would otherwise resize the
# first image itself, with a plainer filter).
ICNS_SIZES = (32, 64, 128, 256, 512, 1024)
PNG_SIZES = (48, 128)


def _scaled(source: Image.Image, size: int) -> Image.Image:
    if source.size == (size, size):
        return source.copy()
    return source.resize((size, size), Image.Resampling.LANCZOS)


def make_icons(source_path: Path = SOURCE, out_dir: Path | None = None) -> list[Path]:
    """Write the icons made from `source_path` into `out_dir` (the source's folder)."""
    out_dir = source_path.parent if out_dir is None else out_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    with Image.open(source_path) as opened:
        source = opened.convert("RGBA")
    if source.width != source.height or source.width < 256:
        raise SystemExit(f"{source_path}: the source must be square and at least 256 pixels")
    written = []

    ico = out_dir / "cardroom.ico"
    ico_images = [_scaled(source, size) for size in ICO_SIZES]
    ico_images[-1].save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                        append_images=ico_images[:-1])
    written.append(ico)

    icns = out_dir / "cardroom.icns"
    icns_images = [_scaled(source, size) for size in ICNS_SIZES]
    icns_images[-1].save(icns, format="ICNS", append_images=icns_images[:-1])
    written.append(icns)

    for size in PNG_SIZES:
        png = out_dir / f"cardroom-{size}.png"
        _scaled(source, size).save(png, format="PNG", optimize=True)
        written.append(png)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE, help="the square source PNG")
    parser.add_argument("--out", type=Path, help="where to write (default: the source's folder)")
    args = parser.parse_args(argv)
    for path in make_icons(args.source, args.out):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
