"""The build of the optional C core of the solver (engine/search/_native.c).

Everything else is in pyproject.toml. The extension is optional: without a C compiler,
or when it fails to build, ``pip install .`` still succeeds and the engine uses its
pure-Python solver (engine.search.solver.core() says which one answers).
"""

import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    """build_ext that reports a failed build and goes on without the extension."""

    def run(self):
        try:
            super().run()
        except Exception as error:  # no compiler at all: distutils' errors vary by platform
            _skipped(error)

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as error:  # a compiler that fails (or is missing) on this source
            _skipped(error)


def _skipped(error):
    print(f"atout: the C solver core was not built ({error}); the pure-Python solver "
          "will be used", file=sys.stderr)


setup(
    ext_modules=[Extension("engine.search._native", ["engine/search/_native.c"],
                           extra_compile_args=["-O2", "-std=c11", "-pthread"],
                           extra_link_args=["-pthread"], optional=True)],
    cmdclass={"build_ext": OptionalBuildExt},
)
