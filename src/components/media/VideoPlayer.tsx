import React, { useCallback, useEffect, useRef, useState } from "react"
import { Icon } from "../ui/Icon"
import { prefersReducedMotion } from "../../lib/ui/motion"
import { useNearViewport } from "../../hooks/use-near-viewport"
import { useUi } from "../../i18n"
import * as styles from "./VideoPlayer.module.css"

interface Props {
  src: string
  poster?: string | null
  /** what the film shows, for screen readers */
  label: string
  className?: string
}

/**
 * Autoplaying, muted, looping inline video with a play/pause overlay button whose icon and label follow the state
 * (spec 2.8, 2.9, 4). No controls, so no download or fullscreen button. Visitors who ask for reduced motion get
 * the poster and the play button instead of autoplay (a product decision: WCAG 2.2.2).
 */
export const VideoPlayer: React.FC<Props> = ({ src, poster, label, className }) => {
  const ui = useUi().media
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  // source and poster are attached when the player nears the viewport: nothing of the film loads with the page
  const near = useNearViewport(ref)

  useEffect(() => {
    const video = ref.current
    if (!video || !near) return
    video.muted = true
    if (prefersReducedMotion()) {
      video.pause()
      video.removeAttribute("autoplay")
    } else if (video.paused) {
      // the autoplay attribute may have fired before hydration: try again, ignoring a refusal
      video.play()?.catch(() => undefined)
    }
    setPlaying(!video.paused)
  }, [near])

  const toggle = useCallback(() => {
    const video = ref.current
    if (!video) return
    if (video.paused) video.play()?.catch(() => setPlaying(false))
    else video.pause()
  }, [])

  return (
    <div className={`${styles.player} ${className ?? ""}`}>
      <video
        ref={ref}
        className={styles.video}
        src={near ? src : undefined}
        poster={near ? (poster ?? undefined) : undefined}
        autoPlay
        muted
        loop
        playsInline
        preload={near ? "metadata" : "none"}
        aria-label={label}
        width={1280}
        height={720}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        aria-label={playing ? ui.pauseVideo : ui.playVideo}
        data-state={playing ? "playing" : "paused"}
      >
        <Icon name={playing ? "pause" : "play"} size={28} />
      </button>
    </div>
  )
}
