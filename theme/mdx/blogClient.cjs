'use strict';
// `@docusaurus/plugin-content-blog/client` in the browser: a CommonJS module, so that an island may import any
// name of it (theme/mdx/common/internal.ts says which are hexsite's and which stand-ins).
module.exports = require('./common/internal.ts').blogClient;
