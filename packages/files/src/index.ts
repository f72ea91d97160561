// @knights-tour/files: how the CLI, the sweep and the Action touch files on Node. One bounded
// reader, one atomic writer with its lock, one wording of file errors.
export { fileError, showPath } from './errors.js';
export { lockFile } from './lock.js';
export { type ReadOptions, readByteChunks, readText, readTextChunks } from './read.js';
export { Utf8Pieces } from './utf8.js';
export {
  type Chunks,
  checkOutputPath,
  isSpecialFile,
  type WriteOptions,
  writeFileAtomic,
  writeFileAtomicSync,
} from './write.js';
