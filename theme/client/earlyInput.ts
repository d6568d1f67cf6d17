/** Where the inline script keeps the input that came before hydration. */
const QUEUE = '__hexsiteEarlyInput';

interface EarlyInput {
  events: Array<{ type: 'click'; target: Element } | { type: 'keydown'; init: KeyboardEventInit }>;
  stop: () => void;
}

/**
 * The inline script that runs before anything is parsed: until the page has hydrated, clicks on
 * controls (buttons, sidebar categories, a category's own link that folds it) and the search
 * shortcut are held back and kept, so the hydrated page can do what they asked for. Plain links
 * are left alone: a full load shows the same page the router would.
 */
export function earlyInputScript(): string {
  const controls = 'button,[role="button"],a[aria-current="page"][href]:not([href^="#"])';
  return `(function(){var d=document,q=[],h=function(){return d.documentElement.getAttribute('data-has-hydrated')==='true'};function c(e){if(h())return;var t=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(controls)});if(!t||e.button)return;e.preventDefault();e.stopImmediatePropagation();q.push({type:'click',target:t})}function k(e){if(h()||!(e.ctrlKey||e.metaKey)||String(e.key).toLowerCase()!=='k')return;e.preventDefault();q.push({type:'keydown',init:{key:e.key,code:e.code,ctrlKey:e.ctrlKey,metaKey:e.metaKey,bubbles:true,cancelable:true}})}d.addEventListener('click',c,true);d.addEventListener('keydown',k,true);window.${QUEUE}={events:q,stop:function(){d.removeEventListener('click',c,true);d.removeEventListener('keydown',k,true)}}})();`;
}

/** Once hydrated: the held-back input is given to the page, in the order it came. */
export function replayEarlyInput(): number {
  const early = (window as unknown as Record<string, EarlyInput | undefined>)[QUEUE];
  if (!early) return 0;
  early.stop();
  const events = early.events.splice(0);
  for (const event of events) {
    if (event.type === 'keydown') document.dispatchEvent(new KeyboardEvent('keydown', event.init));
    else if (event.target.isConnected) (event.target as HTMLElement).click();
  }
  return events.length;
}
