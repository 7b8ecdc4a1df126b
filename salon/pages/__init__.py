"""One module per page, each declaring its route (salon/routes.py, `page`).

Importing this package imports every module in it, which registers them all:
a new page needs no list to be added to."""

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
