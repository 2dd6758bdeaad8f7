package main

// The image proxy (docs/decisions/068-image-proxy.md): GET /img/media/{path}?width=&height=&fit=
// &format=&quality=&background=&resize= serves one of the seed's catalog images (pb_data/media,
// public already at /media/) re-encoded to the asked variant. Only allow-listed values are
// accepted, so the path cannot be used to burn CPU or fill the disk with one variant per pixel;
// each variant is encoded once and kept in pb_data/image-cache.

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"io/fs"
	"math"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/disintegration/imaging"
	"golang.org/x/sync/singleflight"
)

// Bumped when the encoding of a variant changes, so old cached files are not served again.
const imageProxyCacheVersion = "1"

// The qualities offered: a few steps, not 1–100 (each one is another cached file per variant).
var imageProxyQualities = []int{60, reviewPhotoQuality, 90}

// Heights: the app's widths, and the app's 3:2 heights of them (scripts/seed/media.mjs
// IMAGE_ASPECT), so a card's crop can be asked for exactly.
var imageProxyHeights = func() []int {
	heights := slices.Clone(reviewPhotoWidths)
	for _, width := range reviewPhotoWidths {
		heights = append(heights, int(math.Round(float64(width)/1.5)))
	}
	slices.Sort(heights)
	return slices.Compact(heights)
}()

// imageOptions are the normalized modifiers; their String() is part of the cache key.
type imageOptions struct {
	Width, Height int    // 0: follows from the other side and the source's aspect
	Fit           string // cover | contain | inside; only when both sides are given
	Format        string // webp | jpeg | png
	Quality       int    // webp and jpeg
	Background    string // rrggbb, contain only; "" is transparent (white for jpeg)
	Resize        string // down (never enlarge the source) | up
}

func (o imageOptions) String() string {
	return fmt.Sprintf("w=%d&h=%d&fit=%s&fmt=%s&q=%d&bg=%s&rs=%s", o.Width, o.Height, o.Fit, o.Format, o.Quality, o.Background, o.Resize)
}

var imageProxyParams = []string{"width", "height", "fit", "format", "quality", "background", "resize"}

// parseImageOptions reads the query; an error's text is the 400 answer's message.
func parseImageOptions(query map[string][]string) (imageOptions, error) {
	for name, values := range query {
		if !slices.Contains(imageProxyParams, name) {
			return imageOptions{}, fmt.Errorf("unknown modifier %q (known: %s)", name, strings.Join(imageProxyParams, ", "))
		}
		if len(values) != 1 {
			return imageOptions{}, fmt.Errorf("modifier %q given more than once", name)
		}
	}
	get := func(name string) string {
		if values := query[name]; len(values) == 1 {
			return values[0]
		}
		return ""
	}
	options := imageOptions{Format: "webp", Quality: reviewPhotoQuality, Resize: "down"}
	size := func(name string, allowed []int) (int, error) {
		text := get(name)
		if text == "" {
			return 0, nil
		}
		value, err := strconv.Atoi(text)
		if err != nil || !slices.Contains(allowed, value) {
			return 0, fmt.Errorf("%s must be one of %s", name, joinInts(allowed))
		}
		return value, nil
	}
	var err error
	if options.Width, err = size("width", reviewPhotoWidths); err != nil {
		return options, err
	}
	if options.Height, err = size("height", imageProxyHeights); err != nil {
		return options, err
	}
	if options.Width == 0 && options.Height == 0 {
		return options, errors.New("width or height is required")
	}
	if text := get("quality"); text != "" {
		value, err := strconv.Atoi(text)
		if err != nil || !slices.Contains(imageProxyQualities, value) {
			return options, fmt.Errorf("quality must be one of %s", joinInts(imageProxyQualities))
		}
		options.Quality = value
	}
	switch format := get("format"); format {
	case "":
	case "webp", "jpeg", "png":
		options.Format = format
	case "jpg":
		options.Format = "jpeg"
	default:
		return options, errors.New("format must be webp, jpeg or png")
	}
	if options.Format == "png" {
		options.Quality = 0 // lossless: a quality would only make duplicate cache entries
	}
	switch resize := get("resize"); resize {
	case "", "down":
	case "up":
		options.Resize = "up"
	default:
		return options, errors.New("resize must be down or up")
	}
	fit := get("fit")
	switch fit {
	case "", "cover", "contain", "inside":
	default:
		return options, errors.New("fit must be cover, contain or inside")
	}
	if options.Width != 0 && options.Height != 0 {
		options.Fit = fit
		if options.Fit == "" {
			options.Fit = "cover"
		}
	}
	// With one side only, every fit gives the same picture: one cache entry, not three.
	if background := get("background"); background != "" {
		if options.Fit != "contain" {
			return options, errors.New("background applies to fit=contain with both width and height")
		}
		normalized, ok := normalizeHexColour(background)
		if !ok {
			return options, errors.New("background must be a hex colour: rgb or rrggbb")
		}
		options.Background = normalized
	}
	return options, nil
}

func joinInts(values []int) string {
	parts := make([]string, len(values))
	for index, value := range values {
		parts[index] = strconv.Itoa(value)
	}
	return strings.Join(parts, ", ")
}

// normalizeHexColour accepts rgb or rrggbb, with or without #, and returns lower-case rrggbb.
func normalizeHexColour(text string) (string, bool) {
	text = strings.ToLower(strings.TrimPrefix(text, "#"))
	if len(text) == 3 {
		text = string([]byte{text[0], text[0], text[1], text[1], text[2], text[2]})
	}
	if len(text) != 6 {
		return "", false
	}
	if _, err := hex.DecodeString(text); err != nil {
		return "", false
	}
	return text, true
}

func parseHexColour(text string) color.NRGBA {
	rgb, _ := hex.DecodeString(text)
	return color.NRGBA{rgb[0], rgb[1], rgb[2], 255}
}

// transformImage sizes the decoded source as the options ask.
func transformImage(source image.Image, options imageOptions) image.Image {
	sourceWidth, sourceHeight := source.Bounds().Dx(), source.Bounds().Dy()
	width, height := options.Width, options.Height
	scaleLimit := math.Inf(1)
	if options.Resize == "down" {
		scaleLimit = 1
	}
	scaled := func(scale float64) (int, int) {
		scale = math.Min(scale, scaleLimit)
		return max(1, int(math.Round(float64(sourceWidth)*scale))), max(1, int(math.Round(float64(sourceHeight)*scale)))
	}
	resize := func(w, h int) image.Image {
		if w == sourceWidth && h == sourceHeight {
			return source
		}
		return imaging.Resize(source, w, h, imaging.CatmullRom)
	}
	switch {
	case height == 0:
		return resize(scaled(float64(width) / float64(sourceWidth)))
	case width == 0:
		return resize(scaled(float64(height) / float64(sourceHeight)))
	}
	widthScale, heightScale := float64(width)/float64(sourceWidth), float64(height)/float64(sourceHeight)
	switch options.Fit {
	case "inside":
		return resize(scaled(math.Min(widthScale, heightScale)))
	case "contain":
		inner := resize(scaled(math.Min(widthScale, heightScale)))
		background := color.NRGBA{0, 0, 0, 0}
		if options.Background != "" {
			background = parseHexColour(options.Background)
		} else if options.Format == "jpeg" {
			background = color.NRGBA{255, 255, 255, 255} // JPEG has no transparency
		}
		canvas := imaging.New(width, height, background)
		return imaging.PasteCenter(canvas, inner)
	default: // cover
		scale := math.Max(widthScale, heightScale)
		if scale > scaleLimit {
			// Not enlarging: the same crop at the source's own resolution, smaller than asked.
			width, height = max(1, int(math.Round(float64(width)/scale))), max(1, int(math.Round(float64(height)/scale)))
		}
		return imaging.Fill(source, width, height, imaging.Center, imaging.CatmullRom)
	}
}

func encodeImage(picture image.Image, options imageOptions) ([]byte, error) {
	switch options.Format {
	case "jpeg":
		var out bytes.Buffer
		err := jpeg.Encode(&out, picture, &jpeg.Options{Quality: options.Quality})
		return out.Bytes(), err
	case "png":
		var out bytes.Buffer
		err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&out, picture)
		return out.Bytes(), err
	default:
		return encodeWebP(picture, options.Quality)
	}
}

var imageProxyContentTypes = map[string]string{"webp": "image/webp", "jpeg": "image/jpeg", "png": "image/png"}

type imageProxy struct {
	dataDir string
	group   singleflight.Group
	encodes atomic.Int64 // variants produced (not served from the cache); read by the tests
}

func newImageProxy(dataDir string) *imageProxy {
	return &imageProxy{dataDir: dataDir}
}

// imageProxyError is PocketBase's error shape, so the app's API client reads it as any other.
func imageProxyError(w http.ResponseWriter, status int, message string) {
	// A refusal after the variant's headers were set must not carry its ETag or immutability.
	w.Header().Del("ETag")
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"status": status, "message": message, "data": map[string]any{}})
}

// sourceName is the file under the data directory a request path names ("media/v1/x.webp"),
// or "": only media/ is a source (uploaded files have per-collection rules and the hooks' own
// download checks, which the proxy does not repeat), and no segment may be empty, "." or "..",
// or hidden.
func sourceName(requestPath string) string {
	name := strings.TrimPrefix(requestPath, "/")
	if !strings.HasPrefix(name, "media/") || !fs.ValidPath(name) {
		return ""
	}
	for _, segment := range strings.Split(name, "/") {
		if strings.HasPrefix(segment, ".") {
			return ""
		}
	}
	return name
}

// serve answers GET /img/{path...}; requestPath is the part after /img/.
func (p *imageProxy) serve(w http.ResponseWriter, r *http.Request, requestPath string) {
	name := sourceName(requestPath)
	if name == "" {
		imageProxyError(w, http.StatusNotFound, "No such image.")
		return
	}
	options, err := parseImageOptions(r.URL.Query())
	if err != nil {
		imageProxyError(w, http.StatusBadRequest, err.Error())
		return
	}
	// os.Root keeps the open inside media/, symlinks included.
	root, err := os.OpenRoot(filepath.Join(p.dataDir, "media"))
	if err != nil {
		imageProxyError(w, http.StatusNotFound, "No such image.")
		return
	}
	defer root.Close()
	file, err := root.Open(strings.TrimPrefix(name, "media/"))
	if err != nil {
		imageProxyError(w, http.StatusNotFound, "No such image.")
		return
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil || !info.Mode().IsRegular() {
		imageProxyError(w, http.StatusNotFound, "No such image.")
		return
	}

	// The key changes when the source does (a new seed may rewrite a file), so the answer can
	// be immutable: a changed source is a new ETag.
	sum := sha256.Sum256([]byte(strings.Join([]string{imageProxyCacheVersion, name, strconv.FormatInt(info.ModTime().UnixNano(), 10), strconv.FormatInt(info.Size(), 10), options.String()}, "\n")))
	key := hex.EncodeToString(sum[:])
	etag := `"` + key[:40] + `"`
	header := w.Header()
	header.Set("Cache-Control", "public, max-age=31536000, immutable")
	header.Set("ETag", etag)
	header.Set("X-Content-Type-Options", "nosniff")
	header.Set("Content-Type", imageProxyContentTypes[options.Format])
	if etagMatches(r.Header.Get("If-None-Match"), etag) {
		header.Del("Content-Type")
		w.WriteHeader(http.StatusNotModified)
		return
	}

	cachePath := filepath.Join(p.dataDir, "image-cache", key[:2], key+"."+options.Format)
	data, err := os.ReadFile(cachePath)
	if err != nil {
		// Concurrent first requests for one variant encode it once.
		result, err, _ := p.group.Do(key, func() (any, error) {
			if data, err := os.ReadFile(cachePath); err == nil {
				return data, nil
			}
			return p.produce(file, options, cachePath)
		})
		if err != nil {
			var refusal photoRefusal
			if errors.As(err, &refusal) {
				imageProxyError(w, http.StatusUnprocessableEntity, "The source is not an image the proxy can read.")
				return
			}
			imageProxyError(w, http.StatusInternalServerError, "The image could not be produced.")
			return
		}
		data = result.([]byte)
	}
	header.Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(data)
	}
}

func (p *imageProxy) produce(file io.Reader, options imageOptions, cachePath string) ([]byte, error) {
	source, err := io.ReadAll(io.LimitReader(file, reviewPhotoMaxBytes+1))
	if err != nil {
		return nil, err
	}
	format, err := checkPhoto(source)
	if err != nil {
		return nil, err
	}
	reviewPhotoSlot <- struct{}{}
	decoded, err := decodePhoto(format, source)
	var data []byte
	if err == nil {
		data, err = encodeImage(transformImage(decoded, options), options)
	} else {
		err = photoUnreadable
	}
	<-reviewPhotoSlot
	if err != nil {
		return nil, err
	}
	p.encodes.Add(1)
	// Written whole then renamed: a reader never sees half a file, and a crash leaves a temp file
	// at worst, never a truncated variant under its key.
	if err := os.MkdirAll(filepath.Dir(cachePath), 0o755); err == nil {
		if temp, err := os.CreateTemp(filepath.Dir(cachePath), ".tmp-*"); err == nil {
			_, writeErr := temp.Write(data)
			closeErr := temp.Close()
			if writeErr != nil || closeErr != nil || os.Rename(temp.Name(), cachePath) != nil {
				os.Remove(temp.Name())
			}
		}
	}
	// A cache that cannot be written still answers; the next request encodes again.
	return data, nil
}

// etagMatches reads If-None-Match: a list of ETags (weak ones compare by value) or "*".
func etagMatches(ifNoneMatch, etag string) bool {
	for _, candidate := range strings.Split(ifNoneMatch, ",") {
		candidate = strings.TrimPrefix(strings.TrimSpace(candidate), "W/")
		if candidate == etag || candidate == "*" {
			return true
		}
	}
	return false
}
