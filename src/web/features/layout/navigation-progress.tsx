import { useNavigation } from 'react-router';

/** A thin bar at the top of the screen while the next page loads. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden transition-opacity duration-300 ${busy ? 'opacity-100 delay-150' : 'opacity-0'}`}
    >
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-brand motion-reduce:w-full motion-reduce:animate-none" />
      <style>{`@keyframes progress{from{transform:translateX(-100%)}to{transform:translateX(300%)}}`}</style>
    </div>
  );
}
