import { about } from "~/content/home";
import type { AboutVideo } from "~/content/registry/sections/videos";
import { withTradingName } from "~/lib/trading-name";
import { VideoFacade } from "../video-facade";
import { containerClass, SectionHeading } from "./section-heading";

/** About the network, with the about video ("#sobre"; the `videos` section). */
export function AboutVideoSection({ video, tradingName }: { video: AboutVideo; tradingName: string }) {
  const named = (text: string) => withTradingName(text, tradingName);
  return (
    <section id="sobre" aria-labelledby="sobre-titulo" className="below-first-screen bg-white py-20 sm:py-24">
      <div className={`${containerClass} grid items-center gap-12 lg:grid-cols-2 lg:gap-16`}>
        <div className="animate-on-scroll">
          <SectionHeading
            id="sobre-titulo"
            eyebrow={named(about.eyebrow)}
            title={named(about.title)}
            align="left"
          />
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
              {named(paragraph)}
            </p>
          ))}
          <dl className="mt-10 grid grid-cols-2 gap-4">
            {about.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col rounded-xl border border-border bg-slate-50 p-4">
                <dt className="order-2 mt-1 text-sm text-muted">{fact.label}</dt>
                <dd className="order-1 font-heading text-xl font-extrabold text-primary-strong">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="animate-on-scroll relative isolate">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-primary-soft to-accent-soft sm:-inset-6"
          />
          <VideoFacade videoId={video.video} title={video.title} thumbnail={video.poster} />
        </div>
      </div>
    </section>
  );
}
