import * as React from "react";
import { ImageOffIcon } from "lucide-react";
import { getFile } from "@/api/client";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** /files needs the Token header, so an <img src> cannot load it: fetch a Blob and show an object URL. */
export function useAuthedObjectUrl(path: string | null) {
  const [state, setState] = React.useState<{ url: string | null; failed: boolean }>({
    url: null,
    failed: false,
  });
  React.useEffect(() => {
    if (!path) return;
    const abort = new AbortController();
    let url: string | null = null;
    getFile(path, abort.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => !abort.signal.aborted && setState({ url: null, failed: true }));
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}

export function ImageThumb({
  path,
  alt,
  className,
}: {
  path: string;
  alt: string;
  className?: string;
}) {
  const { url, failed } = useAuthedObjectUrl(path);
  if (failed)
    return (
      <div
        className={cn("flex items-center justify-center bg-muted text-muted-foreground", className)}
      >
        <ImageOffIcon className="size-6" />
      </div>
    );
  if (!url) return <Skeleton className={className} />;
  return <img src={url} alt={alt} className={cn("object-cover", className)} />;
}
