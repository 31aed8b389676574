/**
 * A server-rendered page is shown before its scripts have run, and until React adopts that markup a
 * click on one of its buttons does nothing (React listens only from `hydrateRoot` on, and replays only
 * what happens after it). This script, part of the page's one inline script, records those clicks from
 * the first parse; the app takes them as it hydrates and clicks the last button again once it is live
 * (`src/app/shell/earlyClicks.ts`). ES5, no `<`: it is written into the HTML as is.
 */
export const EARLY_CLICKS_GLOBAL = '__EXCHANGE_EARLY_CLICKS__'
/**
 * The same for text typed into the server's fields: React adopts a field with the text in it but not in
 * its state, and the field's next render erases it. Recorded as [field, value] until the app takes them
 * once hydrated (restoreTypedValues).
 */
export const EARLY_INPUTS_GLOBAL = '__EXCHANGE_EARLY_INPUTS__'

export const EARLY_CLICKS_SCRIPT = `(function(){var t=[],n=[];function c(e){t.push(e.target)}function i(e){n.push([e.target,e.target.value])}document.addEventListener("click",c,true);document.addEventListener("input",i,true);window.${EARLY_CLICKS_GLOBAL}=function(){document.removeEventListener("click",c,true);return t};window.${EARLY_INPUTS_GLOBAL}=function(){document.removeEventListener("input",i,true);return n}})()`
