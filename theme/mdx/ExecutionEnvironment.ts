/** Whether the code runs where there is a DOM: false while a page is rendered on the server. */
const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/** `@docusaurus/ExecutionEnvironment`: what the environment the code runs in can do. */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
