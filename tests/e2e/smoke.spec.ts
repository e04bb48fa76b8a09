import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

test("the home page renders in Portuguese with one main heading and no third-party calls", async ({
  page,
  thirdPartyRequests,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.locator("h1")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(thirdPartyRequests).toEqual([]);
});

test("the home page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await checkA11y(page);
});

test("the health check answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});
