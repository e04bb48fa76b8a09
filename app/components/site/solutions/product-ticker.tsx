import { Pause, Play } from "lucide-react";

/**
 * The scroll of the ticker: two copies of the list slide left by one copy's width, so the loop
 * has no seam. It pauses while hovered, while the visitor holds the pause switch (a checkbox, so
 * it works without JavaScript) and never moves for visitors who prefer reduced motion.
 */
const tickerCss = `
@keyframes product-ticker-scroll { to { transform: translateX(-50%); } }
.product-ticker-track { animation: product-ticker-scroll 32s linear infinite; }
.product-ticker:hover .product-ticker-track,
.product-ticker:has(.product-ticker-pause:checked) .product-ticker-track { animation-play-state: paused; }
@media (prefers-reduced-motion: reduce) {
  .product-ticker-track { animation: none; }
  .product-ticker-switch { display: none; }
}
`;

/**
 * The products ticker of the solutions page: read once by screen readers. A page with two
 * tickers writes their rules once (`withStyle` false on the second).
 */
export function ProductTicker({ products, withStyle = true }: { products: string[]; withStyle?: boolean }) {
  return (
    <div className="product-ticker group relative overflow-hidden bg-primary-strong text-white">
      {withStyle ? <style>{tickerCss}</style> : null}
      <div className="product-ticker-track flex w-max">
        <TickerList products={products} />
        <TickerList products={products} hidden />
      </div>
      <label className="product-ticker-switch absolute inset-y-0 right-0 flex cursor-pointer items-center bg-gradient-to-l from-primary-strong from-60% to-transparent pr-3 pl-8 sm:pr-6">
        <input type="checkbox" className="product-ticker-pause peer sr-only" />
        <span className="sr-only">Pausar a animação dos produtos</span>
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-white/15 transition hover:bg-white/25 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-white"
        >
          <Pause className="size-4 group-has-[:checked]:hidden" />
          <Play className="hidden size-4 group-has-[:checked]:block" />
        </span>
      </label>
    </div>
  );
}

function TickerList({ products, hidden = false }: { products: string[]; hidden?: boolean }) {
  return (
    <ul
      aria-label={hidden ? undefined : "Produtos da rede"}
      aria-hidden={hidden || undefined}
      className="flex shrink-0 items-center"
    >
      {products.map((product) => (
        <li
          key={product}
          className="flex items-center gap-8 py-3 pr-8 text-sm font-bold tracking-[0.12em] whitespace-nowrap uppercase sm:text-base"
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
          {product}
        </li>
      ))}
    </ul>
  );
}
