// Preloaded by test-on-lts.mjs (NODE_OPTIONS=--require) in every process of the LTS test run:
// better-sqlite3's native module is loaded from the build made for this Node's ABI
// (LTS_BETTER_SQLITE3) instead of the workspace's, which was built for the installing Node.
const target = process.env.LTS_BETTER_SQLITE3;
const dlopen = process.dlopen;
process.dlopen = function (module, filename, ...rest) {
  const swap = target && /[\\/]better_sqlite3\.node$/.test(filename);
  return dlopen.call(this, module, swap ? target : filename, ...rest);
};
