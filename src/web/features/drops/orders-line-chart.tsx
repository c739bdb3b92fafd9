import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { istTime } from '#shared/rules/admin.ts';
import { istMoment } from '#shared/rules/drops.ts';
import type { ChartLine, ProductChart } from './orders-chart-data.ts';

/**
 * The print run's chart (docs/product.md#drops): pieces ordered so far over time, stacked by
 * size (the top edge is the product's total), as stepped bands. uPlot draws on a canvas; this
 * module is imported lazily, so only the print run of a live drop loads it. The canvas carries
 * the chart's summary as its label; the table below it has the figures.
 */
export function OrdersLineChart({ chart }: { chart: ProductChart }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const seen = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || width === 0) return;
    // Drawn top band first: each lower band's fill then covers the one above it down to 0.
    const drawn = [...chart.lines].reverse();
    const plot = new uPlot(
      chartOptions(drawn, width),
      [chart.times, ...drawn.map((l) => l.top)],
      el,
    );
    const canvas = plot.ctx.canvas;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', chart.summary);
    return () => plot.destroy();
  }, [chart, width]);

  return <div ref={box} className="orders-chart w-full" />;
}

const AXIS = {
  stroke: '#475569',
  grid: { stroke: '#e2e8f0', width: 1 },
  ticks: { stroke: '#e2e8f0', width: 1 },
  font: '12px system-ui, sans-serif',
};

const MINUTE = 60_000;
/** Time ticks at least a minute apart: the axis reads in hours and minutes. */
const TIME_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440, 2880, 10_080].map(
  (m) => m * MINUTE,
);

/** "18:30", with the day ("26 Nov, 18:30") on the first tick and where a new day starts. */
const timeLabels = (ticks: number[]) =>
  ticks.map((t, i) => {
    const day = istMoment(t).split(', ')[0];
    return i === 0 || day !== istMoment(ticks[i - 1]!).split(', ')[0] ? istMoment(t) : istTime(t);
  });

function chartOptions(lines: readonly ChartLine[], width: number): uPlot.Options {
  const phone = width < 520;
  return {
    width,
    height: phone ? 220 : 300,
    // Epoch ms on the wire, labelled in Indian time as every drop time is.
    ms: 1,
    tzDate: (ts) => uPlot.tzDate(new Date(ts), 'Asia/Kolkata'),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: true },
      // From 0, whole pieces, and a little room above the stack.
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        ...AXIS,
        space: phone ? 90 : 110,
        incrs: TIME_STEPS,
        values: (_u, ticks) => timeLabels(ticks),
      },
      {
        ...AXIS,
        size: 44,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
        values: (_u, ticks) => ticks.map((t) => String(t)),
      },
    ],
    series: [
      {},
      ...lines.map((l) => ({
        label: l.size,
        stroke: l.colour,
        fill: l.fill,
        width: 2,
        paths: uPlot.paths.stepped!({ align: 1 }),
        points: { show: false },
      })),
    ],
  };
}
