import { describePublicNames } from '../../../scripts/readme-names.mjs';

// House rule 4: the README lists the package's public names, and nothing it does not export.
describePublicNames(new URL('..', import.meta.url), {
  'src/index.ts': () => import('./index.js'),
  'src/plan/index.ts': () => import('./plan/index.js'),
});
