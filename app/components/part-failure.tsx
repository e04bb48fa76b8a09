import { Component, type ReactNode } from "react";

/**
 * A page part that fails in the browser (while drawing, or in an effect) disappears on its own:
 * the rest of the page, the contact form above all, keeps working instead of the whole page
 * giving way to the error page. React reports the error on the console once. On the server a
 * failing part is left out by its Suspense boundary (entry.server.tsx logs it). Fetched with
 * each part's code (components/islands.tsx), so a page's first load does not carry it.
 */
export class PartFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
