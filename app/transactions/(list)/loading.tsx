import { SkeletonTable } from '@/components/explorer/skeleton';

export default function Loading() {
  return (
    <div>
      <div className="mb-6 h-14" />
      <SkeletonTable title="transactions" rows={12} columns={5} />
    </div>
  );
}
