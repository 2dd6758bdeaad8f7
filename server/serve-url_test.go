package main

import (
	"errors"
	"testing"
)

func TestServeURLIsTheListenAddress(t *testing.T) {
	name := func() (string, error) { return "rihla-box", nil }
	cases := []struct {
		addr    string
		https   bool
		domains []string
		url     string
		local   bool
	}{
		{"127.0.0.1:8090", false, nil, "http://127.0.0.1:8090", true},
		{"localhost:8090", false, nil, "http://localhost:8090", true},
		{"[::1]:8090", false, nil, "http://[::1]:8090", true},
		{"0.0.0.0:8090", false, nil, "http://rihla-box:8090", true},
		{":8090", false, nil, "http://rihla-box:8090", true},
		{"192.168.1.20:80", false, nil, "http://192.168.1.20", false},
		{"shop.rihla.example:8443", true, nil, "https://shop.rihla.example:8443", false},
		{"0.0.0.0:443", true, []string{"rihla.example", "www.rihla.example"}, "https://rihla.example", false},
	}
	for _, c := range cases {
		url, local := serveURL(c.addr, c.https, c.domains, name)
		if url != c.url || local != c.local {
			t.Errorf("serveURL(%q, %v, %v) = %q, %v; want %q, %v", c.addr, c.https, c.domains, url, local, c.url, c.local)
		}
	}
	if url, _ := serveURL("0.0.0.0:8090", false, nil, func() (string, error) { return "", errors.New("no name") }); url != "http://localhost:8090" {
		t.Errorf("without a host name: %q", url)
	}
}
