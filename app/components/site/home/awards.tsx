import { type CSSProperties, useEffect, useRef, useState } from "react";
import { itemHeights, sectionEstimate } from "~/components/site/section-estimate";
import { awardSealSize, verifiedSealId, verifiedSealIndex } from "~/content/awards";
import { awardsIntro } from "~/content/home";
import type { AwardSeal } from "~/content/registry/sections/awards";
import { containerClass, SectionHeading } from "./section-heading";

/** The seals are revealed once, when 20 % of the grid is in view, 0.2 s apart (closer when many). */
const revealThreshold = 0.2;
const staggerSeconds = 0.2;
/** The last seal starts coming in within this time, however many seals the team lists. */
const longestStaggerSeconds = 1.6;

/**
 * 'Reconhecimentos e Premiações': the seals that exist (eight as shipped).
 * The first seal without image is the placeholder the verified-company seal script fills (id
 * ra-verified-seal).
 */
export function AwardsSection({ seals }: { seals: AwardSeal[] }) {
  const verifiedIndex = verifiedSealIndex(seals);
  const gridRef = useRef<HTMLUListElement>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    if (typeof IntersectionObserver === "undefined") {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: revealThreshold },
    );
    observer.observe(grid);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      id="premiacoes"
      aria-labelledby="premiacoes-titulo"
      className="below-first-screen bg-white py-20 sm:py-24"
      style={sectionEstimate(seals.length, itemHeights.awards)}
    >
      <div className={containerClass}>
        <SectionHeading
          id="premiacoes-titulo"
          eyebrow={awardsIntro.eyebrow}
          title={awardsIntro.title}
          lead={awardsIntro.lead}
        />
        <ul
          ref={gridRef}
          className={`award-grid mt-14 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-4 ${revealed ? "is-revealed" : ""}`}
        >
          {seals.map((seal, index, all) => (
            <li
              key={`${seal.name} ${seal.image}`}
              id={index === verifiedIndex ? verifiedSealId : undefined}
              style={
                {
                  "--reveal-delay": `${Math.round(index * Math.min(staggerSeconds, longestStaggerSeconds / all.length) * 100) / 100}s`,
                } as CSSProperties
              }
              className="award-card flex flex-col items-center rounded-xl border border-border bg-white p-5 text-center shadow-sm hover:z-10 hover:scale-105 hover:shadow-xl sm:p-6"
            >
              {seal.image ? (
                <img
                  src={seal.image}
                  alt=""
                  width={awardSealSize.width}
                  height={awardSealSize.height}
                  loading="lazy"
                  decoding="async"
                  className="award-seal size-24 sm:size-28"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="award-seal flex size-24 items-center justify-center rounded-full border-4 border-primary-soft bg-slate-50 sm:size-28"
                >
                  <span className="size-3 rounded-full bg-primary-strong" />
                </span>
              )}
              <h3 className="mt-4 text-sm leading-snug font-bold text-ink sm:text-base">{seal.name}</h3>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
