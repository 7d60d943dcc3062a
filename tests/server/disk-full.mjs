// Loaded into the backend's process by the durability test (NODE_OPTIONS=--import): while the file
// named by ETERIS_FAKE_DISK_FULL exists, every write to journal.log fails as on a full disk
// (ENOSPC), and succeeds again once the file is gone, so a test can start and end an episode.
import fs from 'node:fs';

const marker = process.env.ETERIS_FAKE_DISK_FULL;
const journals = new Set();
const { openSync, closeSync, writeSync } = fs;

fs.openSync = function (file, ...rest) {
  const fd = openSync.call(this, file, ...rest);
  if (String(file).endsWith('journal.log')) journals.add(fd);
  return fd;
};
fs.closeSync = function (fd) {
  journals.delete(fd);
  return closeSync.call(this, fd);
};
fs.writeSync = function (fd, ...rest) {
  if (marker && journals.has(fd) && fs.existsSync(marker)) {
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
  }
  return writeSync.call(this, fd, ...rest);
};
