"""The files the pages ask for, made once and put where Reflex serves them.

While Reflex evaluates the pages, each <picture> (salon/components/image.py)
asks for its photo's files here (`wanted`), which only plans them: names,
widths and heights come from the photo's size, so the page needs no file
yet. Then the build plugin (salon/plugins/images.py) calls `publish`: it
encodes what the cache lacks, copies the wanted files into Reflex's public
folder, which `reflex run` serves and the export ships, and removes every
other file there. So a build encodes only new or changed photos, writes
no tracked file, and ships exactly the files some page refers to.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from salon.images.cache import write_atomic
from salon.images.logo import LogoJob
from salon.images.logo import inspect as inspect_logo
from salon.images.slots import PhotoUse
from salon.images.source import inspect
from salon.images.variants import URL_FOLDER, Job
from salon.paths import IMAGE_CACHE, IMAGE_SOURCES

# Encoding threads: Pillow's encoders release the GIL. The build shares its
# machine with Vite and, under `reflex run`, the browser.
THREADS = min(4, os.cpu_count() or 1)

# The jobs this process's pages asked for, by key, with the file names they use.
_WANTED: dict[str, tuple[Job | LogoJob, set[str]]] = {}


def job(use: PhotoUse, sources: Path = IMAGE_SOURCES) -> Job:
    """The files of `use` (PhotoError if its photo cannot be used: the
    content's photos are checked with their file and line before, so this
    is one the code names, a fallback)."""
    return Job(use, inspect(sources / use.file))


def largest_url(use: PhotoUse, kind: str) -> str:
    """The address in the site of `use`'s largest file of `kind` ("webp",
    "jpeg"), asked for in this build: a fallback's one file, sharp at any
    density, or the sharing picture's one JPEG."""
    chosen = job(use)
    name = getattr(chosen.variants[-1], kind)
    wanted(chosen, [name])
    return url(name)


def logo_job(file: str, sources: Path | None = None) -> LogoJob:
    """The logo `file` as the site ships it (LogoError if it cannot be)."""
    return LogoJob(inspect_logo((sources or IMAGE_SOURCES) / file))


def wanted(job: Job | LogoJob, names: list[str]) -> None:
    """Ask for some of `job`'s files in this build."""
    _WANTED.setdefault(job.key, (job, set()))[1].update(names)


def url(name: str) -> str:
    return f"/{URL_FOLDER}/{name}"


@dataclasses.dataclass(frozen=True)
class Published:
    made: list[str]  # the photos encoded, by file
    cached: int  # jobs found complete in the cache
    files: int  # files in the public folder
    removed: int
    seconds: float

    def line(self) -> str:
        named = f" ({', '.join(self.made)})" if len(self.made) <= 3 else ""
        return (
            f"images: {len(self.made)} photo(s) made{named}, {self.cached} from the cache; "
            f"{self.files} files served ({self.seconds:.1f} s)"
        )


def publish(
    public: Path,
    cache: Path = IMAGE_CACHE,
    wanted: dict[str, tuple[Job | LogoJob, set[str]]] | None = None,
) -> Published:
    """Every wanted file (default: what this process's pages asked for) in
    `public`/img, and nothing else there."""
    started = time.monotonic()
    wanted = _WANTED if wanted is None else wanted
    store = cache / "variants"
    jobs = [job for job, _ in wanted.values()]
    missing = [job for job in jobs if not all((store / n).is_file() for n in job.files)]

    def make(job: Job | LogoJob) -> None:
        for name, data in job.encode().items():
            write_atomic(store / name, data)

    with ThreadPoolExecutor(THREADS) as pool:
        list(pool.map(make, missing))

    folder = public / URL_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    names = {name for _, wanted_names in wanted.values() for name in wanted_names}
    for name in sorted(names - {p.name for p in folder.iterdir()}):
        shutil.copyfile(store / name, folder / f".tmp-{name}")
        os.replace(folder / f".tmp-{name}", folder / name)
    removed = [p for p in folder.iterdir() if p.name not in names]
    for path in removed:
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()
    return Published(
        made=sorted({job.file for job in missing}),
        cached=len(jobs) - len(missing),
        files=len(names),
        removed=len(removed),
        seconds=time.monotonic() - started,
    )
