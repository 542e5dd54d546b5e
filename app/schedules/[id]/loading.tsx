import { SkeletonPage } from '@/components/explorer/skeleton';

export default function Loading() {
  return <SkeletonPage title="schedule" fields={10} />;
}
