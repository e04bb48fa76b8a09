/**
 * The public pages' visit beacon, written into each page as a small inline script
 * (docs/decisions/054): no module, no cookie, no storage. Once the page has loaded (or, for a
 * prerendered page, once it is shown) it posts the path, the query and document.referrer to
 * /api/v with navigator.sendBeacon; after each navigation inside the site (React Router's
 * history.pushState, and back/forward) it posts the new path with the previous page as referrer.
 * A change of the #fragment alone is no new view.
 */
export const visitBeaconScript =
  "(()=>{var n=navigator,l=location,d=document,h=history,p=h.pushState,k=()=>l.pathname+l.search,u=k(),r=d.referrer," +
  's=()=>{n.sendBeacon&&n.sendBeacon("/api/v",JSON.stringify({p:l.pathname,q:l.search,r:r}))},' +
  "c=()=>{k()!=u&&(r=l.origin+u,u=k(),s())};" +
  'h.pushState=function(){p.apply(h,arguments);c()};addEventListener("popstate",c);' +
  'd.prerendering?d.addEventListener("prerenderingchange",s,{once:!0}):d.readyState=="complete"?s():addEventListener("load",s)})()';
