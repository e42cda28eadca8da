"""Finding and loading libhdc, and small helpers around the raw calls.

Where the library comes from, first match wins:
  1. the environment variable HDC_LIBRARY (a path; if it cannot be loaded
     that is an error, there is no silent fallback),
  2. the library inside the package itself (libhdc.so.N next to this
     file): where a wheel built by pip (pyproject.toml) puts it, so that an
     installed wheel works without LD_LIBRARY_PATH and is never mixed up
     with another libhdc of the system,
  3. when this package is the copy in a meson build tree, the library built
     next to it (the generated module records its path),
  4. for an installed copy, the library installed with it (prefix/libdir,
     recorded at build time) when that file exists: the package and the
     library of one prefix belong together, whatever else the dynamic
     linker knows and whether or not its cache was refreshed,
  5. the usual dynamic-linker search for the soname (libhdc.so.0:
     LD_LIBRARY_PATH, the ld.so cache, the default directories), then
     ctypes.util.find_library("hdc") (a package copied or staged away from
     its library).
"""

import ctypes
import ctypes.util
import glob
import os

from . import _hdc_ctypes as C

__all__ = ['C', 'lib', 'library_path', 'missing_functions']


def _in_build_tree():
    if not C.BUILD_PACKAGE_DIR:
        return False
    try:
        return os.path.samefile(os.path.dirname(os.path.abspath(C.__file__)),
                                C.BUILD_PACKAGE_DIR)
    except OSError:
        return False


def _candidates():
    env = os.environ.get('HDC_LIBRARY')
    if env:
        return [env], True
    found = []
    if C.LIBRARY_SONAME:
        # A wheel holds the real file only (libhdc.so.0.4.0: zip archives
        # keep no symlinks), so the soname or any file of that major.
        here = os.path.dirname(os.path.abspath(__file__))
        bundled = [os.path.join(here, C.LIBRARY_SONAME)]
        bundled += sorted(glob.glob(os.path.join(glob.escape(here), C.LIBRARY_SONAME + '.*')))
        found += [path for path in bundled if os.path.isfile(path)][:1]
    if _in_build_tree() and C.BUILD_LIBRARY:
        found.append(C.BUILD_LIBRARY)
    if C.INSTALLED_LIBRARY and os.path.exists(C.INSTALLED_LIBRARY):
        found.append(C.INSTALLED_LIBRARY)
    if C.LIBRARY_SONAME:
        found.append(C.LIBRARY_SONAME)
    name = ctypes.util.find_library('hdc')
    if name:
        found.append(name)
    return found, False


def _load():
    names, explicit = _candidates()
    errors = []
    for name in names:
        try:
            return ctypes.CDLL(name), name
        except OSError as e:
            if explicit:
                raise ImportError(f"HDC_LIBRARY={name!r} cannot be loaded: {e}") from None
            errors.append(f"  {name}: {e}")
    raise ImportError("libhdc not found; set HDC_LIBRARY=/path/to/libhdc.so.N.\nTried:\n"
                      + "\n".join(errors))


lib, library_path = _load()
missing_functions = tuple(C.bind(lib))

_major = lib.hdc_version_number() // 10000
if _major != C.HDC_VERSION_MAJOR:
    raise ImportError(f"{library_path} is libhdc major version {_major}; these bindings "
                      f"were generated for major version {C.HDC_VERSION_MAJOR}")


def has(name):
    """Whether the loaded library exports the function `name`."""
    return name not in missing_functions


# ---- buffer helpers ------------------------------------------------------

def call_string(func, *args, errcheck=None):
    """Call func(*args, buf, cap, &needed) and return the string (UTF-8)."""
    needed = ctypes.c_size_t(0)
    cap = 256
    for _ in range(3):
        buf = ctypes.create_string_buffer(cap)
        st = func(*args, buf, cap, ctypes.byref(needed))
        if st == C.HDC_ERR_BUFFER_TOO_SMALL and needed.value > cap:
            cap = needed.value
            continue
        if st != C.HDC_OK:
            (errcheck or raise_status)(st)
        return buf.value.decode('utf-8')
    raise RuntimeError(f"{func.__name__}: buffer size kept changing")


def call_list(func, *args, ctype=C.hdc_move, cap=C.HDC_MAX_MOVES):
    """Call func(*args, items, cap, &count) and return the list of values."""
    count = ctypes.c_size_t(0)
    for _ in range(3):
        arr = (ctype * cap)()
        st = func(*args, arr, cap, ctypes.byref(count))
        if st == C.HDC_ERR_BUFFER_TOO_SMALL and count.value > cap:
            cap = count.value
            continue
        if st != C.HDC_OK:
            raise_status(st)
        return arr[:count.value]
    raise RuntimeError(f"{func.__name__}: list size kept changing")


def last_error(data=None):
    """(status, message, offset) of the calling thread's last failed libhdc
    call (hdc_last_error_*): offset None when no text was involved, else a
    character offset into data (the UTF-8 text given to the call) or, without
    data, the byte offset."""
    if not has('hdc_last_error_status'):
        return C.HDC_OK, '', None
    message = lib.hdc_last_error_message()
    offset = lib.hdc_last_error_offset()
    offset = char_offset(data, offset) if data is not None else (offset if offset >= 0 else None)
    return (lib.hdc_last_error_status(), message.decode('utf-8', 'replace') if message else '',
            offset)


def raise_status(status, message=None, offset=None, candidates=None, data=None):
    """Raise the exception of a failed call's status.  Without a message,
    the thread's last error supplies message and offset (it is the call's
    own when its status matches: raise right after the call)."""
    from .errors import error_for_status
    if message is None:
        last_status, last_message, last_offset = last_error(data)
        if last_status == status and last_message:
            message = last_message
            if offset is None:
                offset = last_offset
    raise error_for_status(status, message, offset, candidates)


def status_string(status):
    return lib.hdc_status_string(status).decode('utf-8')


def encode(text, what='text'):
    if isinstance(text, bytes):
        data = text
    elif isinstance(text, str):
        data = text.encode('utf-8')
    else:
        raise TypeError(f"{what} must be str, not {type(text).__name__}")
    # C reads up to the first NUL: a text with one inside would be read
    # shorter than given, silently.
    nul = data.find(b'\0')
    if nul >= 0:
        raise ValueError(f"{what} contains a NUL character at byte {nul}")
    return data


def char_offset(data, offset):
    """A byte offset into UTF-8 data as a character offset."""
    if offset is None or offset < 0:
        return None
    return len(data[:offset].decode('utf-8', errors='ignore'))
