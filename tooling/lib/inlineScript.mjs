// The one inline script of the portal, in the <head> of the pre-rendered pages (`/`, `/login`), allowed
// by its hash in the shell's Content-Security-Policy (tooling/lib/portalConfig.mjs). It runs before the
// first paint:
//  - it applies the remembered dark theme, as @portal/shared's theme store would once the app runs, so
//    a dark-theme visitor never sees the page flash light;
//  - it switches the theme itself when the theme toggle (marked THEME_TOGGLE_ATTRIBUTE) is pressed
//    before the app has adopted the header: the page changes at once and the theme is remembered as
//    the theme store would (which follows `<html data-theme>` once the app runs); nothing is held;
//    the toggle's title follows the theme (from THEME_TITLE_ATTRIBUTE_PREFIX + theme), the remembered
//    one's as soon as the page is parsed;
//  - it holds what the visitor does on the page before the app has adopted it: a click or tap (or a
//    key that activates a control) on a button, a portal link or a form's submit inside an element
//    marked `data-portal-prerendered` (#root, then only the page once the layout is adopted) is
//    stopped and marked `data-portal-pending`, and the app carries it out once it has hydrated that
//    part (shell/src/remotes/adoptPrerenderedPage.ts takes the held list from `window.__portalInput`:
//    `take(keep)` hands over what `keep` does not keep holding; `take()` everything, and stops).
//    Held input never also reaches the browser's or React's handlers, so nothing happens twice.
//    A held button marked EARLY_GET_ATTRIBUTE (Verify Email; Login, which verifies first) also
//    sends its GET at once, when its field's value passes the app's rule, and reads its busy label
//    meanwhile: the app, carrying the press out, takes that GET's answer (`response(url)`) instead
//    of asking again; `take` puts the button's own text back first, so that the app's render is
//    the only one from then on. Its field edited before the app runs (its value no longer the one
//    pressed for) drops its held press, its busy label with it, as the app drops a check when the
//    e-mail changes: the visitor presses again for the new value. (The input events the app sends
//    as it adopts typed fields change no value.)
//    Links to other sites, mail and phone links, in-page anchors and modified clicks (new tab) stay
//    the browser's. A form marked `data-portal-native` (the contact form, which posts to the API)
//    is sent by the browser itself, once.
import { createHash } from 'node:crypto';
import {
  EARLY_BUSY_LABEL_ATTRIBUTE,
  EARLY_FIELD_ATTRIBUTE,
  EARLY_GET_ATTRIBUTE,
  EARLY_PATTERN_ATTRIBUTE,
  THEME_STORAGE_KEY,
  THEME_TITLE_ATTRIBUTE_PREFIX,
  THEME_TOGGLE_ATTRIBUTE,
} from '../../shared/src/hydration/earlyActions.mjs';

// A value of the shared module as a string literal of the script.
const literal = (value) => JSON.stringify(value);

const THEME = `try{if(localStorage.getItem(${literal(THEME_STORAGE_KEY)})==="dark")document.documentElement.dataset.theme="dark"}catch(e){}`;

const INPUT_CAPTURE = `(function(){
var held=[],early={};
function page(el){return !!(el.closest&&el.closest("[data-portal-prerendered]"))}
function stop(event){event.preventDefault();event.stopImmediatePropagation()}
function fieldOf(el){var name=el.getAttribute(${literal(EARLY_FIELD_ATTRIBUTE)}),field=name&&el.form&&el.form.elements.namedItem(name);return field&&typeof field.value==="string"?field:null}
function hold(event,el){stop(event);el.setAttribute("data-portal-pending","");var field=fieldOf(el);held.push({type:event.type,target:el,value:field&&field.value});if(el.hasAttribute(${literal(EARLY_GET_ATTRIBUTE)}))send(el)}
function send(el){
var name=el.getAttribute(${literal(EARLY_FIELD_ATTRIBUTE)}),field=fieldOf(el),url;
if(!field)return;
var value=field.value.trim();
try{if(!new RegExp(el.getAttribute(${literal(EARLY_PATTERN_ATTRIBUTE)}),"u").test(value))return;url=new URL(el.getAttribute(${literal(EARLY_GET_ATTRIBUTE)}),location.href)}catch(e){return}
url.searchParams.set(name,value);
url=url.toString();
if(!early[url])early[url]=fetch(url,{headers:{Accept:"application/json","Accept-Language":document.documentElement.lang}});
var text=el.firstChild;
if(text&&text.nodeType===3&&!el.hasAttribute("data-portal-label")){el.setAttribute("data-portal-label",text.nodeValue);el.setAttribute("aria-busy","true");text.nodeValue=el.getAttribute(${literal(EARLY_BUSY_LABEL_ATTRIBUTE)})}}
function restore(el){var label=el.getAttribute("data-portal-label");if(label===null)return;el.removeAttribute("data-portal-label");el.removeAttribute("aria-busy");if(el.firstChild)el.firstChild.nodeValue=label}
function edit(event){
var field=event.target;
if(!field.form||!page(field))return;
held=held.filter(function(h){if(fieldOf(h.target)!==field||field.value===h.value)return true;restore(h.target);h.target.removeAttribute("data-portal-pending");return false})}
function toggleTheme(){var root=document.documentElement,theme=root.dataset.theme==="dark"?"light":"dark";root.dataset.theme=theme;try{localStorage.setItem(${literal(THEME_STORAGE_KEY)},theme)}catch(e){}themeTitles()}
function themeTitles(){var theme=document.documentElement.dataset.theme==="dark"?"dark":"light";document.querySelectorAll(${literal(`[${THEME_TOGGLE_ATTRIBUTE}]`)}).forEach(function(el){var title=el.getAttribute(${literal(THEME_TITLE_ATTRIBUTE_PREFIX)}+theme);if(title!==null)el.title=title})}
function click(event){
if(event.button||event.ctrlKey||event.metaKey||event.shiftKey||event.altKey||!event.target.closest)return;
var el=event.target.closest("a[href],button,summary,[role=button]");
if(!el||!page(el))return;
if(el.hasAttribute(${literal(THEME_TOGGLE_ATTRIBUTE)})){stop(event);return toggleTheme()}
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
addEventListener("input",edit,true);
document.addEventListener("DOMContentLoaded",themeTitles);
window.__portalInput={take:function(keep){var taken=[],kept=[];held.forEach(function(h){(keep&&keep(h.target)?kept:taken).push(h)});held=kept;taken.forEach(function(h){restore(h.target)});if(!keep){removeEventListener("click",click,true);removeEventListener("submit",submit,true);removeEventListener("input",edit,true)}return taken},
response:function(url){var answer=early[url]||null;delete early[url];return answer}}
})();`;

export const PRERENDER_INLINE_SCRIPT = THEME + INPUT_CAPTURE;
/** A Content-Security-Policy source that allows an inline script with exactly this text. */
export const cspHashOf = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
export const PRERENDER_INLINE_SCRIPT_HASH = cspHashOf(PRERENDER_INLINE_SCRIPT);
