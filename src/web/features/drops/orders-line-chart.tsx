import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ProductChart } from './orders-chart-data.ts';

/**
 * The print run's line chart (docs/product.md#drops): pieces ordered so far over time, a stepped
 * line per size. uPlot draws on a canvas; this module is imported lazily, so only the print run
 * of a live drop loads it. The canvas carries the chart's summary as its label; the table beside
 * it has the figures.
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
    const plot = new uPlot(
      chartOptions(chart, width),
      [chart.times, ...chart.lines.map((l) => l.pieces)],
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

function chartOptions(chart: ProductChart, width: number): uPlot.Options {
  const phone = width < 520;
  return {
    width,
    height: phone ? 220 : 300,
    // Epoch ms on the wire, shown in Indian time as every drop time is.
    ms: 1,
    tzDate: (ts) => uPlot.tzDate(new Date(ts), 'Asia/Kolkata'),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: true },
      // From 0, whole pieces, and a little room above the highest line.
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      { ...AXIS, space: phone ? 70 : 90 },
      {
        ...AXIS,
        size: 44,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
        values: (_u, ticks) => ticks.map((t) => String(t)),
      },
    ],
    series: [
      {},
      ...chart.lines.map((l) => ({
        label: l.size,
        stroke: l.colour,
        width: 2,
        paths: uPlot.paths.stepped!({ align: 1 }),
        points: { show: false },
      })),
    ],
  };
}
