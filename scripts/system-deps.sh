#!/usr/bin/env bash
# The system packages a Python dependency builds on: PyICU (the names' confusable skeletons,
# innovation/server/inputs.py) has only a source package on PyPI and builds against the
# system's ICU, with pkg-config and a C++ compiler. Installs them with apt-get where they are
# missing (as root, or through sudo); elsewhere says what to install. Safe to run again.
set -euo pipefail
PY="${PYTHON:-python3}"
if "$PY" -c "import icu" 2>/dev/null; then
  exit 0
fi
if pkg-config --exists icu-i18n 2>/dev/null && command -v c++ >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
  else
    echo "innovation: PyICU needs ICU's headers, pkg-config and a C++ compiler to build:" \
      "install them (Debian/Ubuntu: apt-get install libicu-dev pkg-config g++;" \
      "Fedora: dnf install libicu-devel pkgconf gcc-c++; macOS: brew install icu4c pkg-config)" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "innovation: install ICU's headers, pkg-config and a C++ compiler (PyICU builds on" \
    "them): e.g. dnf install libicu-devel pkgconf gcc-c++, or brew install icu4c pkg-config" >&2
  exit 1
fi
echo "innovation: apt-get install libicu-dev pkg-config g++ (PyICU builds on them)" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq libicu-dev pkg-config g++ >/dev/null
