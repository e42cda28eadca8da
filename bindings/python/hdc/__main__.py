"""python -m hdc: the core commands of the `hdc` program (see hdc.cli)."""
import sys

from .cli import main

if __name__ == '__main__':
    sys.exit(main())
