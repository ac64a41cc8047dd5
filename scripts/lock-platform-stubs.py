#!/usr/bin/env python3
"""Record off-platform optional native bindings in package-lock.json.

The npm registry mirror this project is built against does not serve every
platform variant of @astrojs/compiler-binding and @tailwindcss/oxide, so
`npm install` leaves them out of the lock file and `npm ci` then refuses the
lock ("Missing: ... from lock file"). Each variant's os/cpu/libc is fixed by
its name; this adds a lock entry carrying exactly that, so `npm ci` sees the
tree as in sync and skips the variant on a non-matching machine. Run it after
any `npm install` that rewrites the lock file.
"""
import json, sys, pathlib

PLATFORMS = {
    'android-arm64': {'os': ['android'], 'cpu': ['arm64']},
    'darwin-arm64': {'os': ['darwin'], 'cpu': ['arm64']},
    'darwin-x64': {'os': ['darwin'], 'cpu': ['x64']},
    'freebsd-x64': {'os': ['freebsd'], 'cpu': ['x64']},
    'linux-arm-gnueabihf': {'os': ['linux'], 'cpu': ['arm']},
    'linux-arm64-gnu': {'os': ['linux'], 'cpu': ['arm64'], 'libc': ['glibc']},
    'linux-arm64-musl': {'os': ['linux'], 'cpu': ['arm64'], 'libc': ['musl']},
    'linux-x64-gnu': {'os': ['linux'], 'cpu': ['x64'], 'libc': ['glibc']},
    'linux-x64-musl': {'os': ['linux'], 'cpu': ['x64'], 'libc': ['musl']},
    'wasm32-wasi': {'cpu': ['wasm32']},
    'win32-arm64-msvc': {'os': ['win32'], 'cpu': ['arm64']},
    'win32-x64-msvc': {'os': ['win32'], 'cpu': ['x64']},
}

# npm writes an entry like a stub (no resolved, integrity or objects) as "version"
# first, then its other keys in alphabetical order: cpu, dev, libc, optional, os. Stubs
# are written, and older stubs rewritten, the same way, so a fresh `npm install` leaves
# the lock file byte for byte as it is.
def npm_key_order(entry):
    return {key: entry[key] for key in sorted(entry, key=lambda k: (k != 'version', k))}


def is_stub(name, entry):
    return ('resolved' not in entry and 'integrity' not in entry
            and any(name.endswith('-' + p) for p in PLATFORMS))


path = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else 'package-lock.json')
lock = json.loads(path.read_text())
pkgs = lock['packages']
added = []
for parent, entry in list(pkgs.items()):
    for dep, version in (entry.get('optionalDependencies') or {}).items():
        nested = f'{parent}/node_modules/{dep}' if parent else f'node_modules/{dep}'
        if nested in pkgs or f'node_modules/{dep}' in pkgs:
            continue
        suffix = next((p for p in PLATFORMS if dep.endswith('-' + p)), None)
        if suffix is None:
            sys.exit(f'{path}: optional dependency {dep}@{version} of {parent} is missing '
                     'and its platform is not known; add it to PLATFORMS')
        stub = {'version': version}
        if entry.get('dev'):
            stub['dev'] = True
        stub['optional'] = True
        stub.update(PLATFORMS[suffix])
        pkgs[f'node_modules/{dep}'] = npm_key_order(stub)
        added.append(f'{dep}@{version}')
for name, entry in list(pkgs.items()):
    if is_stub(name, entry):
        pkgs[name] = npm_key_order(entry)
lock['packages'] = dict(sorted(pkgs.items(), key=lambda kv: (kv[0] != '', kv[0])))
path.write_text(json.dumps(lock, indent=2, ensure_ascii=False) + '\n')
print(f'{path}: {len(added)} platform stub(s) added' + (': ' + ', '.join(added) if added else ''))
