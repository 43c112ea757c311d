"use client";

import { useEffect, useRef, useState } from "react";

/** Frames are read this often; enough for a queue at the door without heating the phone. */
const SCAN_INTERVAL_MS = 200;
/** Frames are scaled down to this width before decoding; ticket QR codes stay readable. */
const DECODE_WIDTH = 640;

type ScannerState = { kind: "starting" } | { kind: "scanning" } | { kind: "unavailable"; reason: string };

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError")
    return "Camera access was refused. Allow the camera for this site, or type the code below.";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "No camera was found. Type the code below instead.";
  if (name === "NotReadableError") return "The camera is in use by another app. Close it, or type the code below.";
  return "The camera could not be started. Type the code below instead.";
}

/**
 * Reads QR codes from the device camera (the back camera on phones) and hands each decoded text to
 * `onCode`, continuously, so the next ticket can be shown straight away. Decoding is done in the
 * page by jsQR, loaded only when the scanner opens. The camera is released when it closes.
 */
export function QrScanner({ onCode, onUnavailable }: { onCode: (text: string) => void; onUnavailable: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const onUnavailableRef = useRef(onUnavailable);
  const [state, setState] = useState<ScannerState>({ kind: "starting" });

  useEffect(() => {
    onCodeRef.current = onCode;
    onUnavailableRef.current = onUnavailable;
  }, [onCode, onUnavailable]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;

    function unavailable(reason: string) {
      if (stopped) return;
      setState({ kind: "unavailable", reason });
      onUnavailableRef.current();
    }

    async function start() {
      const video = videoRef.current;
      if (!video) return;
      if (!navigator.mediaDevices?.getUserMedia) {
        return unavailable("This browser cannot use a camera on this page. Type the code below instead.");
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch (error) {
        return unavailable(cameraProblem(error));
      }
      const { default: jsQR } = await import("jsqr");
      if (stopped) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setState({ kind: "scanning" });

      const canvas = document.createElement("canvas");
      const context = canvas.getContext("2d", { willReadFrequently: true });
      const scan = () => {
        if (stopped || !context) return;
        if (video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
          canvas.width = Math.round(video.videoWidth * scale);
          canvas.height = Math.round(video.videoHeight * scale);
          context.drawImage(video, 0, 0, canvas.width, canvas.height);
          const frame = context.getImageData(0, 0, canvas.width, canvas.height);
          const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" });
          if (found?.data) onCodeRef.current(found.data);
        }
        timer = window.setTimeout(scan, SCAN_INTERVAL_MS);
      };
      scan();
    }

    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="grid gap-2">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera view for scanning ticket QR codes"
        className={`aspect-[4/3] w-full max-w-md rounded-xl bg-zinc-900 object-cover ${state.kind === "unavailable" ? "hidden" : ""}`}
      />
      <p role="status" className={state.kind === "unavailable" ? "font-medium text-red-700" : "text-muted"}>
        {state.kind === "starting" ? "Starting the camera…" : state.kind === "scanning" ? "Point the camera at the ticket's QR code." : state.reason}
      </p>
    </div>
  );
}
