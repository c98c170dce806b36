#!/bin/sh
# Regenerates public/og-default.png (1200x630) from og-default.svg.
# Needs Debian's librsvg2-bin (rsvg-convert) and fonts-dejavu-core; ImageMagick is used only to strip metadata.
set -e
cd "$(dirname "$0")/.."
rsvg-convert -w 1200 -h 630 scripts/og-default.svg -o public/og-default.png
convert public/og-default.png -strip public/og-default.png
