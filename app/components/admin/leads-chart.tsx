import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * The dashboard's leads charts (recharts). Loaded only by the admin dashboard, with a dynamic
 * import once the page has hydrated, so neither recharts nor this module reaches the public
 * pages. The charts are pictures of tables the page also shows (in <details>): they are hidden
 * from assistive technology and take no keyboard focus.
 */

export type LeadsChartProps =
  | { kind: "daily"; data: { label: string; fullLabel: string; count: number }[] }
  | { kind: "breakdown"; data: { label: string; count: number }[] };

const tick = { fill: "#475569", fontSize: 12 };
const barColors = { daily: "#0369a1", breakdown: "#c2410c" } as const;

export default function LeadsChart(props: LeadsChartProps) {
  return props.kind === "daily" ? <DailyChart data={props.data} /> : <BreakdownChart data={props.data} />;
}

function DailyChart({ data }: { data: { label: string; fullLabel: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="label" tick={tick} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={48} />
        <Tooltip
          cursor={{ fill: "#e0f2fe" }}
          labelFormatter={(_, payload) => payload?.[0]?.payload?.fullLabel ?? ""}
          formatter={(value) => [value, "Leads"]}
        />
        <Bar
          dataKey="count"
          name="Leads"
          fill={barColors.daily}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

function BreakdownChart({ data }: { data: { label: string; count: number }[] }) {
  const height = Math.max(data.length, 3) * 30 + 24;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke="#e5e7eb" />
        <XAxis type="number" allowDecimals={false} tick={tick} tickLine={false} />
        <YAxis type="category" dataKey="label" tick={tick} tickLine={false} width={112} />
        <Tooltip cursor={{ fill: "#ffedd5" }} formatter={(value) => [value, "Leads"]} />
        <Bar
          dataKey="count"
          name="Leads"
          fill={barColors.breakdown}
          maxBarSize={22}
          radius={[0, 4, 4, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
