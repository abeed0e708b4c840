"""deploy/kubernetes/ holds valid manifests (checked against the Kubernetes API schemas that
kubernetes-validate bundles: no cluster, no network) that fit together and fit the service."""

import os
from pathlib import Path

import kubernetes_validate
import pytest
import yaml

from service.edge import shared_store

MANIFESTS = Path(__file__).resolve().parents[2] / "deploy" / "kubernetes"
DOCUMENTS = [document for path in sorted(MANIFESTS.glob("*.yaml"))
             for document in yaml.safe_load_all(path.read_text()) if document]


@pytest.fixture(scope="module")
def gunicorn_config():
    """gunicorn's settings, read as its arbiter reads them: loading them names the limits'
    shared file and draws a sealed key in the environment, which would then hold for
    every app the rest of this process builds; put back as it was."""
    saved = dict(os.environ)
    from service import gunicorn_config
    yield gunicorn_config
    shared_store.remove_files()
    os.environ.clear()
    os.environ.update(saved)


def the(kind):
    [document] = [d for d in DOCUMENTS if d["kind"] == kind]
    return document


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda d: d["kind"])
def test_manifest_is_valid_for_the_kubernetes_api(document):
    # strict: a misspelt field is an error, not silently dropped.
    kubernetes_validate.validate(document, kubernetes_validate.latest_version(), strict=True)


def test_every_kind_the_deployment_needs_is_there():
    assert sorted(d["kind"] for d in DOCUMENTS) == [
        "Deployment", "HorizontalPodAutoscaler", "PodDisruptionBudget", "Service"]
    assert the("HorizontalPodAutoscaler")["apiVersion"] == "autoscaling/v2"


def pod():
    return the("Deployment")["spec"]["template"]


def container():
    [only] = pod()["spec"]["containers"]
    return only


def test_at_least_two_replicas_always():
    assert the("Deployment")["spec"]["replicas"] >= 2
    assert the("HorizontalPodAutoscaler")["spec"]["minReplicas"] >= 2
    assert the("PodDisruptionBudget")["spec"]["minAvailable"] >= 1


def test_selectors_pick_the_pods():
    labels = pod()["metadata"]["labels"]
    for kind in ("Deployment", "PodDisruptionBudget"):
        assert the(kind)["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert the("Service")["spec"]["selector"].items() <= labels.items()
    target = the("HorizontalPodAutoscaler")["spec"]["scaleTargetRef"]
    assert (target["kind"], target["name"]) == ("Deployment", the("Deployment")["metadata"]["name"])


def test_the_service_reaches_the_port_the_server_binds():
    [port] = container()["ports"]
    assert the("Service")["spec"]["ports"][0]["targetPort"] == port["name"]
    env = {e["name"]: e.get("value") for e in container()["env"]}
    assert env["ATOUT_BIND"].rsplit(":", 1)[1] == str(port["containerPort"])


def test_probes_use_the_health_endpoints(client):
    assert container()["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert container()["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert client.get("/healthz").status_code == 200


def test_runs_unprivileged_on_a_read_only_filesystem(gunicorn_config):
    assert pod()["spec"]["securityContext"]["runAsNonRoot"] is True
    security = container()["securityContext"]
    assert security["readOnlyRootFilesystem"] is True
    assert security["allowPrivilegeEscalation"] is False
    assert security["capabilities"]["drop"] == ["ALL"]
    # gunicorn writes its worker heartbeat files to memory, not to the read-only disk.
    assert gunicorn_config.worker_tmp_dir == "/dev/shm"
    tmp = [m for m in container()["volumeMounts"] if m["mountPath"] == "/tmp"]
    volumes = {v["name"]: v for v in pod()["spec"]["volumes"]}
    assert "emptyDir" in volumes[tmp[0]["name"]]


def test_one_worker_per_core_of_the_cpu_limit():
    resources = container()["resources"]
    assert {"cpu", "memory"} <= resources["requests"].keys()
    assert {"cpu", "memory"} <= resources["limits"].keys()
    env = {e["name"]: e.get("value") for e in container()["env"]}
    assert env["WEB_CONCURRENCY"] == resources["limits"]["cpu"]


def test_pods_outlive_gunicorns_graceful_shutdown(gunicorn_config):
    grace = pod()["spec"]["terminationGracePeriodSeconds"]
    assert grace > gunicorn_config.graceful_timeout
