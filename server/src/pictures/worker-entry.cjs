// The picture worker's entry (a worker thread cannot start from TypeScript): loads its code through tsx,
// as the server itself runs (`tsx src/main.ts`).
const { require: tsRequire } = require('tsx/cjs/api');

tsRequire('./worker-main.ts', __filename);
