'use strict';
// What a package the site's code imports but has not installed stands for, in a Docusaurus site
// built before `npm install` (hexsite reports each such package): any export, the default among
// them, is this value again; as a component it renders nothing; called by code, it returns itself
// again, so that chained calls at a module's top level (`z.object({}).transform(…)`) run and render
// nothing. React calls a function component with two arguments (props and a second one), on the
// server and in the browser alike: that call renders nothing.
// Objects made from the module (`import * as x`) reach any name through its prototype.
const ABSENT = new Set(['prototype', 'PropTypes', 'getDefaultProps', 'isReactComponent', 'isReactClassApproved', 'render', 'compare', 'type', '_context', '_payload', '_init', 'then', '$$typeof', '__esModule', 'displayName', 'defaultProps', 'propTypes', 'contextTypes', 'getDerivedStateFromProps', 'getDerivedStateFromError', 'contextType', 'childContextTypes']);

function missingPackage() {
  return null;
}

const anyName = new Proxy(
  {},
  {
    get(target, key) {
      return typeof key === 'symbol' || ABSENT.has(key) ? undefined : missing;
    },
  },
);

const missing = new Proxy(missingPackage, {
  get(target, key) {
    if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => '';
    if (typeof key === 'symbol' || ABSENT.has(key)) return undefined;
    if (key === 'name' || key === 'length') return Reflect.get(target, key);
    return missing;
  },
  getPrototypeOf() {
    return anyName;
  },
  apply(target, self, args) {
    return args.length === 2 && typeof args[0] === 'object' && args[0] !== null ? null : missing;
  },
  construct() {
    return {};
  },
});

module.exports = missing;
