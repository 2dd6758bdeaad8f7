package main

import (
	"bytes"
	"encoding/json"
	"image"
	"image/jpeg"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gen2brain/webp"
)

// imageProxyDataDir is a data directory with one seed-like image, media/v1/desert-1-1536.webp
// (1536 × 1024, as scripts/seed/media.mjs renders them), and a file outside media/.
func imageProxyDataDir(t testing.TB) string {
	t.Helper()
	dataDir := t.TempDir()
	media := filepath.Join(dataDir, "media", "v1")
	if err := os.MkdirAll(media, 0o755); err != nil {
		t.Fatal(err)
	}
	var encoded bytes.Buffer
	if err := webp.Encode(&encoded, testPicture(1536, 1024), webp.Options{Quality: 72}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(media, "desert-1-1536.webp"), encoded.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(media, ".hidden.webp"), encoded.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(media, "placeholders.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dataDir, "storage", "c1", "r1"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dataDir, "storage", "c1", "r1", "secret.webp"), encoded.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dataDir, "data.db"), []byte("not an image"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dataDir
}

// imageProxyGet asks the proxy for /img/{target} as the router would pass it.
func imageProxyGet(proxy *imageProxy, target string, header http.Header) *httptest.ResponseRecorder {
	request := httptest.NewRequest(http.MethodGet, "/img/"+target, nil)
	for name, values := range header {
		request.Header[name] = values
	}
	path := strings.TrimPrefix(request.URL.Path, "/img/")
	recorder := httptest.NewRecorder()
	proxy.serve(recorder, request, path)
	return recorder
}

const imageProxySource = "media/v1/desert-1-1536.webp"

func TestImageProxyModifiers(t *testing.T) {
	proxy := newImageProxy(imageProxyDataDir(t))
	cases := []struct {
		query  string
		status int
	}{
		{"width=640", 200},
		{"width=320&format=jpeg&quality=60", 200},
		{"width=320&format=jpg", 200},
		{"width=320&format=png", 200},
		{"height=427", 200},
		{"width=640&height=640&fit=cover", 200},
		{"width=640&height=640&fit=contain&background=%23ffcc00", 200},
		{"width=640&height=640&fit=contain&background=fc0", 200},
		{"width=640&height=427&fit=inside", 200},
		{"width=1536&resize=up", 200},
		{"", 400},                                                 // no size
		{"width=641", 400},                                        // not one of the app's widths
		{"width=100000", 400},                                     // CPU burning
		{"width=abc", 400},                                        //
		{"height=700", 400},                                       // not an allowed height
		{"width=640&quality=77", 400},                             // not an offered quality
		{"width=640&format=gif", 400},                             //
		{"width=640&format=avif", 400},                            //
		{"width=640&fit=fill&height=640", 400},                    //
		{"width=640&height=640&background=fff", 400},              // background without contain
		{"width=640&height=640&fit=contain&background=red", 400},  // not hex
		{"width=640&height=640&fit=contain&background=ffff", 400}, // 4 digits
		{"width=640&resize=sideways", 400},                        //
		{"width=640&blur=5", 400},                                 // unknown modifier
		{"width=640&width=320", 400},                              // repeated
	}
	for _, c := range cases {
		response := imageProxyGet(proxy, imageProxySource+"?"+c.query, nil)
		if response.Code != c.status {
			t.Errorf("%q: status %d, want %d (%s)", c.query, response.Code, c.status, response.Body.String())
			continue
		}
		if c.status == 400 {
			var body struct{ Message string }
			if err := json.Unmarshal(response.Body.Bytes(), &body); err != nil || body.Message == "" {
				t.Errorf("%q: 400 without a JSON message: %s", c.query, response.Body.String())
			}
		}
	}
}

func TestImageProxyOutputs(t *testing.T) {
	proxy := newImageProxy(imageProxyDataDir(t))
	cases := []struct {
		query         string
		contentType   string
		width, height int
	}{
		{"width=640", "image/webp", 640, 427},
		{"height=427", "image/webp", 641, 427},
		{"width=640&height=640", "image/webp", 640, 640},                            // cover crops
		{"width=640&height=640&fit=contain&background=000", "image/webp", 640, 640}, // contain pads
		{"width=640&height=640&fit=inside", "image/webp", 640, 427},                 // inside fits
		{"width=320&format=jpeg", "image/jpeg", 320, 213},
		{"width=320&format=png", "image/png", 320, 213},
		{"width=1536&height=1536", "image/webp", 1024, 1024}, // cover without enlarging: the same crop at the source's size
	}
	for _, c := range cases {
		response := imageProxyGet(proxy, imageProxySource+"?"+c.query, nil)
		if response.Code != 200 {
			t.Fatalf("%q: status %d: %s", c.query, response.Code, response.Body.String())
		}
		if got := response.Header().Get("Content-Type"); got != c.contentType {
			t.Errorf("%q: Content-Type %q, want %q", c.query, got, c.contentType)
		}
		var decoded image.Image
		var err error
		switch c.contentType {
		case "image/webp":
			decoded, err = webp.Decode(bytes.NewReader(response.Body.Bytes()))
		case "image/jpeg":
			decoded, err = jpeg.Decode(bytes.NewReader(response.Body.Bytes()))
		default:
			decoded, err = png.Decode(bytes.NewReader(response.Body.Bytes()))
		}
		if err != nil {
			t.Fatalf("%q: the answer does not decode as %s: %v", c.query, c.contentType, err)
		}
		if size := decoded.Bounds().Size(); size.X != c.width || size.Y != c.height {
			t.Errorf("%q: %d × %d, want %d × %d", c.query, size.X, size.Y, c.width, c.height)
		}
	}

	// contain pads with the asked colour: a corner of a 3:2 picture in a square box is background.
	response := imageProxyGet(proxy, imageProxySource+"?width=640&height=640&fit=contain&background=ff0000&format=png", nil)
	decoded, err := png.Decode(bytes.NewReader(response.Body.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if r, g, b, _ := decoded.At(0, 0).RGBA(); r>>8 != 255 || g>>8 != 0 || b>>8 != 0 {
		t.Errorf("contain's padding is %d,%d,%d, want 255,0,0", r>>8, g>>8, b>>8)
	}
}

func TestImageProxyCacheAndHeaders(t *testing.T) {
	dataDir := imageProxyDataDir(t)
	proxy := newImageProxy(dataDir)
	first := imageProxyGet(proxy, imageProxySource+"?width=768", nil)
	if first.Code != 200 {
		t.Fatalf("status %d: %s", first.Code, first.Body.String())
	}
	if got := first.Header().Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
		t.Errorf("Cache-Control %q", got)
	}
	etag := first.Header().Get("ETag")
	if !strings.HasPrefix(etag, `"`) || !strings.HasSuffix(etag, `"`) || len(etag) < 10 {
		t.Errorf("ETag %q is not a strong one", etag)
	}
	if first.Header().Get("X-Content-Type-Options") != "nosniff" {
		t.Error("no nosniff")
	}
	if proxy.encodes.Load() != 1 {
		t.Fatalf("%d encodes after the first request, want 1", proxy.encodes.Load())
	}

	// The same variant, with the modifiers in another order and defaults spelled out: the cache.
	second := imageProxyGet(proxy, imageProxySource+"?quality=78&format=webp&width=768&fit=cover", nil)
	if second.Code != 200 || !bytes.Equal(second.Body.Bytes(), first.Body.Bytes()) || second.Header().Get("ETag") != etag {
		t.Errorf("second request: status %d, same body %v, ETag %q", second.Code, bytes.Equal(second.Body.Bytes(), first.Body.Bytes()), second.Header().Get("ETag"))
	}
	// A new proxy (a restarted server) reads the same file from disk.
	restarted := newImageProxy(dataDir)
	third := imageProxyGet(restarted, imageProxySource+"?width=768", nil)
	if third.Code != 200 || !bytes.Equal(third.Body.Bytes(), first.Body.Bytes()) {
		t.Errorf("after a restart: status %d", third.Code)
	}
	if proxy.encodes.Load() != 1 || restarted.encodes.Load() != 0 {
		t.Errorf("encodes %d + %d, want 1 + 0 (cached)", proxy.encodes.Load(), restarted.encodes.Load())
	}
	// No temp files left beside the variant.
	matches, _ := filepath.Glob(filepath.Join(dataDir, "image-cache", "*", ".tmp-*"))
	if len(matches) != 0 {
		t.Errorf("temp files left: %v", matches)
	}

	// 304 on If-None-Match, weak or in a list too; a different ETag gets the image.
	for _, ifNoneMatch := range []string{etag, "W/" + etag, `"other", ` + etag} {
		response := imageProxyGet(proxy, imageProxySource+"?width=768", http.Header{"If-None-Match": {ifNoneMatch}})
		if response.Code != http.StatusNotModified || response.Body.Len() != 0 {
			t.Errorf("If-None-Match %s: status %d, %d bytes", ifNoneMatch, response.Code, response.Body.Len())
		}
		if response.Header().Get("ETag") != etag {
			t.Errorf("304 without its ETag")
		}
	}
	if response := imageProxyGet(proxy, imageProxySource+"?width=768", http.Header{"If-None-Match": {`"other"`}}); response.Code != 200 {
		t.Errorf("another ETag: status %d", response.Code)
	}

	// Another variant is another ETag.
	other := imageProxyGet(proxy, imageProxySource+"?width=320", nil)
	if other.Header().Get("ETag") == etag {
		t.Error("two variants share an ETag")
	}

	// A changed source (a new seed) is a new key: never the old picture under an immutable answer.
	var encoded bytes.Buffer
	if err := webp.Encode(&encoded, testPicture(1280, 853), webp.Options{Quality: 50}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dataDir, imageProxySource), encoded.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	changed := imageProxyGet(proxy, imageProxySource+"?width=768", nil)
	if changed.Header().Get("ETag") == etag {
		t.Error("a changed source kept its ETag")
	}
}

func TestImageProxyEncodesOnceForConcurrentRequests(t *testing.T) {
	proxy := newImageProxy(imageProxyDataDir(t))
	// Hold the decode slot so the first request waits inside its encode while the others arrive:
	// without singleflight each would find no cached file and encode again.
	reviewPhotoSlot <- struct{}{}
	released := false
	release := func() {
		if !released {
			released = true
			<-reviewPhotoSlot
		}
	}
	defer release()
	var wait sync.WaitGroup
	bodies := make([][]byte, 6)
	for index := range bodies {
		wait.Add(1)
		go func() {
			defer wait.Done()
			response := imageProxyGet(proxy, imageProxySource+"?width=1024", nil)
			if response.Code == 200 {
				bodies[index] = response.Body.Bytes()
			}
		}()
	}
	time.Sleep(300 * time.Millisecond)
	release()
	wait.Wait()
	for index, body := range bodies {
		if body == nil || !bytes.Equal(body, bodies[0]) {
			t.Errorf("request %d: no or a different image", index)
		}
	}
	if got := proxy.encodes.Load(); got != 1 {
		t.Errorf("%d encodes for six concurrent requests, want 1", got)
	}
}

func TestImageProxyRefusesOtherFiles(t *testing.T) {
	dataDir := imageProxyDataDir(t)
	// A symlink inside media/ to a file outside it.
	if err := os.Symlink(filepath.Join(dataDir, "storage", "c1", "r1", "secret.webp"), filepath.Join(dataDir, "media", "v1", "link.webp")); err != nil {
		t.Fatal(err)
	}
	proxy := newImageProxy(dataDir)
	for _, target := range []string{
		"media/v1/../../storage/c1/r1/secret.webp",
		"media/v1/%2e%2e/%2e%2e/storage/c1/r1/secret.webp",
		"media/..%2fstorage/c1/r1/secret.webp",
		"storage/c1/r1/secret.webp", // uploaded files are not a source (decision 068)
		"data.db",
		"../data.db",
		"media/v1/.hidden.webp",
		"media/v1/missing.webp",
		"media/v1",
		"media/",
		"media/v1/link.webp",
		"/etc/passwd",
		"media//v1/desert-1-1536.webp",
	} {
		request := httptest.NewRequest(http.MethodGet, "/img/x?width=640", nil)
		recorder := httptest.NewRecorder()
		proxy.serve(recorder, request, target)
		if recorder.Code != http.StatusNotFound {
			t.Errorf("%q: status %d, want 404", target, recorder.Code)
		}
	}
	// Not an image: refused, not decoded, and the refusal is not cached as the variant would be.
	response := imageProxyGet(proxy, "media/v1/placeholders.json?width=640", nil)
	if response.Code != http.StatusUnprocessableEntity {
		t.Errorf("a JSON file: status %d, want 422", response.Code)
	}
	if response.Header().Get("ETag") != "" || response.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("a refusal with ETag %q, Cache-Control %q", response.Header().Get("ETag"), response.Header().Get("Cache-Control"))
	}
	if proxy.encodes.Load() != 0 {
		t.Errorf("%d encodes", proxy.encodes.Load())
	}
}

// go test -tags nodynamic -run '^$' -bench ImageProxy ./server: one variant's first encode (a
// 1536 × 1024 WebP to 640 px) and a cached answer (docs/scaling.md).
func BenchmarkImageProxyFirstEncode(b *testing.B) {
	dataDir := imageProxyDataDir(b)
	b.ResetTimer()
	for index := 0; index < b.N; index++ {
		proxy := newImageProxy(dataDir)
		os.RemoveAll(filepath.Join(dataDir, "image-cache"))
		if response := imageProxyGet(proxy, imageProxySource+"?width=640", nil); response.Code != 200 {
			b.Fatal(response.Code)
		}
	}
}

func BenchmarkImageProxyCached(b *testing.B) {
	dataDir := imageProxyDataDir(b)
	proxy := newImageProxy(dataDir)
	imageProxyGet(proxy, imageProxySource+"?width=640", nil)
	b.ResetTimer()
	for index := 0; index < b.N; index++ {
		if response := imageProxyGet(proxy, imageProxySource+"?width=640", nil); response.Code != 200 {
			b.Fatal(response.Code)
		}
	}
}
