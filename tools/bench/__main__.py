import sys

from tools.bench.cli import main

sys.exit(main())
