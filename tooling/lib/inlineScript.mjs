// The one inline script of the portal, in the <head> of the pre-rendered pages (`/`, `/login`), allowed
// by its hash in the shell's Content-Security-Policy (tooling/lib/portalConfig.mjs). It runs before the
// first paint:
//  - it applies the remembered dark theme, as @portal/shared's theme store would once the app runs, so
//    a dark-theme visitor never sees the page flash light;
//  - it holds what the visitor does on the page before the app has adopted it: a click or tap (or a
//    key that activates a control) on a button, a portal link or a form's submit inside an element
//    marked `data-portal-prerendered` (#root, then only the page once the layout is adopted) is
//    stopped and marked `data-portal-pending`, and the app carries it out once it has hydrated that
//    part (shell/src/remotes/adoptPrerenderedPage.ts takes the held list from `window.__portalInput`:
//    `take(keep)` hands over what `keep` does not keep holding; `take()` everything, and stops).
//    Held input never also reaches the browser's or React's handlers, so nothing happens twice.
//    Links to other sites, mail and phone links, in-page anchors and modified clicks (new tab) stay
//    the browser's. A form marked `data-portal-native` (the contact form, which posts to the API)
//    is sent by the browser itself, once.
import { createHash } from 'node:crypto';

const THEME = 'try{if(localStorage.getItem("theme")==="dark")document.documentElement.dataset.theme="dark"}catch(e){}';

const INPUT_CAPTURE = `(function(){
var held=[];
function page(el){return !!(el.closest&&el.closest("[data-portal-prerendered]"))}
function hold(event,el){event.preventDefault();event.stopImmediatePropagation();el.setAttribute("data-portal-pending","");held.push({type:event.type,target:el})}
function click(event){
if(event.button||event.ctrlKey||event.metaKey||event.shiftKey||event.altKey||!event.target.closest)return;
var el=event.target.closest("a[href],button,summary,[role=button]");
if(!el||!page(el))return;
if(el.tagName==="A"&&(el.target||el.origin!==location.origin||el.getAttribute("href").charAt(0)==="#"))return;
if(el.form&&el.type==="submit"&&el.form.hasAttribute("data-portal-native"))return;
hold(event,el)}
function submit(event){
var form=event.target;
if(!page(form))return;
if(!form.hasAttribute("data-portal-native"))return hold(event,form);
if(form.hasAttribute("data-portal-sent"))event.preventDefault();
else form.setAttribute("data-portal-sent","")}
addEventListener("click",click,true);
addEventListener("submit",submit,true);
window.__portalInput={take:function(keep){var taken=[],kept=[];held.forEach(function(h){(keep&&keep(h.target)?kept:taken).push(h)});held=kept;if(!keep){removeEventListener("click",click,true);removeEventListener("submit",submit,true)}return taken}}
})();`;

export const PRERENDER_INLINE_SCRIPT = THEME + INPUT_CAPTURE;
export const PRERENDER_INLINE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRERENDER_INLINE_SCRIPT).digest('base64')}'`;
