/** robots.txt: crawlers stay out of the admin area and the sign-in screen. */
export function loader() {
  return new Response("User-agent: *\nDisallow: /admin\nDisallow: /auth\n", {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
