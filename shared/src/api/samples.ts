import useSWR from 'swr';
import type { SampleDetail, SampleListItem } from '../contract/samples';
import { api } from './client';

export const dashboardSamplesKey = '/dashboard/samples';
export const getDashboardSamples = () => api.get<SampleListItem[]>(dashboardSamplesKey);
export function useDashboardSamples() {
  return useSWR(dashboardSamplesKey, getDashboardSamples);
}

export const sampleKey = (id: number | string) => `/business/samples/${id}`;
export const getSample = (id: number | string) => api.get<SampleDetail>(sampleKey(id));
export function useSample(id: number | string | undefined) {
  return useSWR(id === undefined ? null : sampleKey(id), () => getSample(id as number | string));
}
