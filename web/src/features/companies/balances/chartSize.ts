/**
 * The months chart's drawing height (without its legend): at least 200 px of it is the plotting
 * area (less the axes and margins), also on a phone. Its own module, so the Months view can hold
 * the place while the chart's code (recharts) loads without importing it.
 */
export const CHART_HEIGHT = 280;
