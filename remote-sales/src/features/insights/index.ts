// Premium and pay out over the last 12 months: charts, their tables and CSV.
export { InsightsContent } from './components/InsightsContent';
export { useInsights } from './hooks/useInsights';
export { chartCsv, insightsCharts } from './lib/insightsData';
