import type { AppLoadContext } from "react-router";

/**
 * A page loader's answer, with the props of the page's static parts (components/islands.tsx).
 *
 * On a page load a static part never renders in the browser: it stays as the server drew it, so
 * its props would only add to the page's data (docs/decisions/038). On a document request they
 * are therefore set as non-enumerable properties: the server's render reads them like any other,
 * and React Router's serializer, like JSON, writes only enumerable ones. In the browser they read
 * as undefined, which a static part still showing the server's HTML never receives. A `.data`
 * request (a client-side navigation, after which the parts render, or a revalidation) gets them
 * as usual.
 */
export function withStaticPartData<Data extends object, StaticPartData extends object>(
  context: AppLoadContext,
  data: Data,
  staticPartData: StaticPartData,
): Data & StaticPartData {
  if (context.dataRequest) return { ...data, ...staticPartData };
  const answer = { ...data } as Data & StaticPartData;
  for (const [key, value] of Object.entries(staticPartData)) {
    Object.defineProperty(answer, key, { value, enumerable: false });
  }
  return answer;
}
