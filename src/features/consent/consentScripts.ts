import { CONSENT_ANCHOR, CONSENT_COOKIE, CONSENT_EVENT, CONSENT_STATE_ATTRIBUTE, CONSENT_TRACKING_ATTRIBUTE } from '@/shared/consent/consent'

/**
 * The two inline scripts of the cookie choice (no bundle: they are in the page's HTML, with the page's
 * CSP nonce). Pages are cached for every visitor alike, so the visitor's own choice is read here, in the
 * browser, from the `site_consent` cookie (shared/consent/consent.ts).
 */

const COOKIE = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(\\d+)\\.([01])([01])\\.`).source

/**
 * First in every page, before the data layer's first entry and long before the tag manager: Google
 * Consent Mode v2's `default` (all four signals denied), the page's mark that scripts run (the banner
 * becomes an overlay), then, for a visitor who answered this version of the text, an `update` with the
 * choice, and the marks that hide the banner and let the tag manager load.
 */
export function consentModeScript(version: number): string {
  return `(function(w,d){var l=w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){l.push(arguments)};\
w.gtag('consent','default',{ad_storage:'denied',analytics_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'});\
var h=d.documentElement,m=new RegExp(${JSON.stringify(COOKIE)}).exec(d.cookie);h.setAttribute('${CONSENT_STATE_ATTRIBUTE}','asked');\
if(!m||+m[1]!==${Number(version)})return;var a=m[2]==='1',k=m[3]==='1',s=function(o){return o?'granted':'denied'};\
h.setAttribute('${CONSENT_STATE_ATTRIBUTE}','chosen');if(a||k)h.setAttribute('${CONSENT_TRACKING_ATTRIBUTE}','granted');\
w.gtag('consent','update',{ad_storage:s(k),analytics_storage:s(a),ad_user_data:s(k),ad_personalization:s(k)})})(window,document)`
}

/**
 * Right after the banner: makes its form act in place (the choice applies at once, the POST records it and
 * sets the cookie), opens it from any "Cookie settings" link (focus to its heading, Escape closes a
 * reopened one, focus returns to the link), and ticks its boxes with the current choice when opened.
 */
export function bannerScript(version: number): string {
  return `(function(w,d){var b=d.getElementById('${CONSENT_ANCHOR}');if(!b)return;var f=b.querySelector('form'),t=b.querySelector('h2'),h=d.documentElement,back=null;\
var s=function(o){return o?'granted':'denied'};\
function open(from){var m=new RegExp(${JSON.stringify(COOKIE)}).exec(d.cookie);if(m&&+m[1]===${Number(version)}){f.elements.analytics.checked=m[2]==='1';f.elements.marketing.checked=m[3]==='1'}\
back=from;b.setAttribute('data-open','');t.focus()}\
function close(){b.removeAttribute('data-open');if(back&&back.isConnected)back.focus();else if(b.contains(d.activeElement))d.getElementById('main-content').focus({preventScroll:true});back=null}\
d.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[href$="#${CONSENT_ANCHOR}"]');if(!a)return;e.preventDefault();open(a)});\
b.addEventListener('keydown',function(e){if(e.key==='Escape'&&b.hasAttribute('data-open')&&h.getAttribute('${CONSENT_STATE_ATTRIBUTE}')==='chosen')close()});\
f.addEventListener('submit',function(e){var c=e.submitter&&e.submitter.value;if(!c)return;e.preventDefault();\
var a=c==='accept'||(c==='custom'&&f.elements.analytics.checked),k=c==='accept'||(c==='custom'&&f.elements.marketing.checked);\
var body=new URLSearchParams({choice:c,version:String(${Number(version)})});if(a)body.set('analytics','on');if(k)body.set('marketing','on');\
fetch(f.action,{method:'POST',body:body,headers:{accept:'application/json'},credentials:'same-origin'}).catch(function(){});\
w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};\
w.gtag('consent','update',{ad_storage:s(k),analytics_storage:s(a),ad_user_data:s(k),ad_personalization:s(k)});\
h.setAttribute('${CONSENT_STATE_ATTRIBUTE}','chosen');if(a||k)h.setAttribute('${CONSENT_TRACKING_ATTRIBUTE}','granted');else h.removeAttribute('${CONSENT_TRACKING_ATTRIBUTE}');\
close();d.dispatchEvent(new CustomEvent('${CONSENT_EVENT}',{detail:{analytics:a,marketing:k}}))})})(window,document)`
}
